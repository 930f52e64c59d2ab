import type { CaipNetworkId } from '@portico/core';
import { toWalletConnectError } from './walletConnectError.js';

/** How a request reaches the wallet: universal-provider's `request(args, chain)` on the session. */
export type SessionRequest = <T>(args: { method: string; params?: unknown }, chain: string) => Promise<T>;

type Listener = (...args: never[]) => void;

/** An EIP-1193 provider over a WalletConnect session, asking on the chain the connection is on now. */
export interface Eip155SessionProvider {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  /** Tells the provider's listeners (EIP-1193 `chainChanged`) that the connection moved to `chain`. */
  notifyChainChanged(chain: CaipNetworkId): void;
}

const reference = (chain: string) => chain.split(':')[1] ?? '';
const toHex = (chain: string) => `0x${Number(reference(chain)).toString(16)}`;

/**
 * The provider the EVM chain adapter works on. `eth_chainId` and the accounts are answered from the session;
 * a switch to an approved chain is universal-provider's (no prompt) and moves later requests there; every
 * other method goes to the wallet (or universal-provider's RPC for reads) on the current chain.
 */
export function createEip155Provider(params: {
  /** The chain the connection is on now. */
  chain: () => CaipNetworkId;
  accounts: (chain: CaipNetworkId) => string[];
  request: SessionRequest;
  /** A switch the dApp asked for went through. */
  switched: (chain: CaipNetworkId) => void;
}): Eip155SessionProvider {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  };

  return {
    async request<T>({ method, params: args }: { method: string; params?: unknown }): Promise<T> {
      const chain = params.chain();
      if (method === 'eth_chainId') return toHex(chain) as T;
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return params.accounts(chain) as T;
      const result = await params.request<T>({ method, params: args }, chain).catch((error: unknown) => {
        throw toWalletConnectError(error);
      });
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId }] = args as [{ chainId: string }];
        params.switched(`eip155:${Number.parseInt(chainId, 16)}`);
      }
      return result;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    notifyChainChanged(chain) {
      emit('chainChanged', toHex(chain));
    },
  };
}
