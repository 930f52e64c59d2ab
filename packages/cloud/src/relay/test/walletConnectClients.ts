import {
  createWalletConnectCore,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect';
import { SignClient } from '@walletconnect/sign-client';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';

import { relayTestProjectId as projectId } from './rawRelayClient.js';

export type Dapp = Awaited<ReturnType<typeof SignClient.init>>;
export type Wallet = WalletConnectTestWallet;

export function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({
    core: createWalletConnectCore({ relayUrl, projectId, name: 'dapp' }),
    metadata: { name: 'dapp', description: 'Portico relay test dapp', url: 'http://127.0.0.1', icons: [] },
    logger: 'silent',
  });
}

/**
 * @portico/testing's WalletConnect wallet (on @reown/walletkit) with one fresh key on eip155:1; it approves
 * proposals and answers personal_sign on its own. Its chain's RPC is never called: the relay tests only sign.
 */
export function createWallet(relayUrl: string, privateKey: Hex = generatePrivateKey()): Promise<Wallet> {
  return createWalletConnectTestWallet({
    relayUrl,
    projectId,
    evm: { privateKeys: [privateKey], chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:9' }] },
  });
}

/** Closes a client's socket for good (no reconnect), as when a phone goes away. */
export async function closeTransport(client: Dapp | Wallet): Promise<void> {
  await ('walletKit' in client ? client.walletKit : client).core.relayer.transportClose();
}

/** Opens the socket again, as when the phone comes back. */
export async function openTransport(client: Dapp | Wallet): Promise<void> {
  await ('walletKit' in client ? client.walletKit : client).core.relayer.transportOpen();
}

/** Ends a client after a test: the wallet rejects what it holds and closes; the dApp's socket closes. */
export async function closeClient(client: Dapp | Wallet): Promise<void> {
  await ('walletKit' in client ? client.close() : client.core.relayer.transportClose());
}
