import { type CaipNetworkId, parseCaipNetworkId } from '@portico/core';

type Listener = (...args: never[]) => void;

/** The EIP-1193 provider the EVM chain adapter works on. */
export interface EmbeddedEip155Provider {
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  /** The wallet's account changed (a switch to or from an ERC-4337 smart account): tells `accountsChanged` listeners. */
  accountsChanged(address: string): void;
}

const toHex = (chain: CaipNetworkId) => `0x${Number(parseCaipNetworkId(chain).chainId).toString(16)}`;

/**
 * An EIP-1193 provider over the embedded wallet. The chain and the account are answered locally; a switch
 * moves the frame (SWITCH_NETWORK) and tells the listeners (`chainChanged`, then `accountsChanged` when the account
 * in use has another address there: an ERC-4337 smart account's is its own per network); every other method is
 * `call`ed on the current chain (core's gate, then the frame's RPC_REQUEST).
 */
export function createEip155Provider(wallet: {
  chain(): CaipNetworkId;
  address(): string;
  call(request: { method: string; params?: unknown; caipNetworkId: CaipNetworkId }): Promise<unknown>;
  /** Moves the wallet to `chain`; resolves to the account's new address when it changed, else undefined. */
  switchChain(chain: CaipNetworkId): Promise<string | undefined>;
}): EmbeddedEip155Provider {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  };

  return {
    async request<T>({ method, params }: { method: string; params?: unknown }): Promise<T> {
      if (method === 'eth_chainId') return toHex(wallet.chain()) as T;
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [wallet.address()] as T;
      // Not gated: a switch signs nothing, and core's rpc-safety list would refuse it as unknown.
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId }] = params as [{ chainId: string }];
        const chain: CaipNetworkId = `eip155:${Number.parseInt(chainId, 16)}`;
        const address = await wallet.switchChain(chain);
        emit('chainChanged', toHex(chain));
        if (address !== undefined) emit('accountsChanged', [address]);
        return null as T;
      }
      return (await wallet.call({ method, params, caipNetworkId: wallet.chain() })) as T;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    accountsChanged(address) {
      emit('accountsChanged', [address]);
    },
  };
}
