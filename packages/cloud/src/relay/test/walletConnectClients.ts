import { SignClient } from '@walletconnect/sign-client';
import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';

import { relayTestProjectId as projectId } from './rawRelayClient.js';
import { createSigningWallet, type SigningWallet } from './signingWallet.js';
import { createWalletConnectCore } from './walletConnectCore.js';

export type Dapp = Awaited<ReturnType<typeof SignClient.init>>;
export type Wallet = SigningWallet;

export function createDapp(relayUrl: string): Promise<Dapp> {
  return SignClient.init({
    core: createWalletConnectCore({ relayUrl, projectId, name: 'dapp' }),
    metadata: { name: 'dapp', description: 'Portico relay test dapp', url: 'http://127.0.0.1', icons: [] },
    logger: 'silent',
  });
}

/** A WalletConnect wallet (on @reown/walletkit) with one fresh key on eip155:1; it approves and signs on its own. */
export function createWallet(relayUrl: string, privateKey: Hex = generatePrivateKey()): Promise<Wallet> {
  return createSigningWallet({ relayUrl, projectId, privateKey });
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
