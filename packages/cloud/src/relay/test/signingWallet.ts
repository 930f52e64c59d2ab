import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createWalletConnectCore } from './walletConnectCore.js';

const chain = 'eip155:1';

/** A request the wallet received: the method and its params. */
export interface SigningWalletRequest {
  method: string;
  params: unknown;
}

/** The relay tests' wallet: WalletKit holding one EVM key on eip155:1; it approves every proposal and signs. */
export interface SigningWallet {
  readonly walletKit: Awaited<ReturnType<typeof WalletKit.init>>;
  readonly evmAddress: Hex;
  readonly sessions: SessionTypes.Struct[];
  /** Every session request so far, oldest first. */
  readonly log: SigningWalletRequest[];
  /** Pairs from a `wc:` URI; the dApp's proposal follows on the pairing. */
  pair(uri: string): Promise<void>;
  /** Resolves with the next proposal to arrive (it is approved). */
  nextProposal(): Promise<ProposalTypes.Struct>;
  close(): Promise<void>;
}

/**
 * A WalletConnect wallet on @reown/walletkit that approves proposals with its account on eip155:1 and answers
 * personal_sign (any other method: 4200). Its chain's RPC is never called: the relay tests only sign.
 */
export async function createSigningWallet(options: {
  relayUrl: string;
  projectId: string;
  privateKey: Hex;
}): Promise<SigningWallet> {
  const account = privateKeyToAccount(options.privateKey);
  const walletKit = await WalletKit.init({
    core: createWalletConnectCore({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      name: 'wallet',
    }),
    metadata: {
      name: 'wallet',
      description: 'Portico relay test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  const log: SigningWalletRequest[] = [];
  let waiters: Array<(proposal: ProposalTypes.Struct) => void> = [];

  walletKit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const asked = params.optionalNamespaces.eip155 ?? params.requiredNamespaces.eip155;
    await walletKit.approveSession({
      id,
      namespaces: {
        eip155: {
          chains: [chain],
          accounts: [`${chain}:${account.address}`],
          methods: asked?.methods ?? [],
          events: asked?.events ?? [],
        },
      },
    });
    for (const wake of waiters.splice(0)) wake(params);
  });

  walletKit.on('session_request', async ({ id, topic, params: { request } }) => {
    log.push({ method: request.method, params: request.params });
    const [message] = request.params as [Hex];
    const response =
      request.method === 'personal_sign'
        ? { id, jsonrpc: '2.0', result: await account.signMessage({ message: { raw: message } }) }
        : { id, jsonrpc: '2.0', error: { code: 4200, message: 'Unsupported method' } };
    await walletKit.respondSessionRequest({ topic, response });
  });

  return {
    walletKit,
    evmAddress: account.address,
    get sessions() {
      return Object.values(walletKit.getActiveSessions());
    },
    get log() {
      return [...log];
    },
    pair: async (uri) => {
      await walletKit.pair({ uri });
    },
    nextProposal: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      waiters = [];
      walletKit.core.heartbeat.stop();
      await walletKit.core.relayer.transportClose();
    },
  };
}
