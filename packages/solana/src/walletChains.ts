import type { Network } from '@portico/core';

/**
 * Wallet Standard names Solana clusters `solana:mainnet`, `solana:devnet`, `solana:testnet` and
 * `solana:localnet`; Portico names networks by genesis hash (CAIP-30). A wallet may also list a CAIP-2 id.
 */
const clusterGenesisPrefixes: Readonly<Record<string, string>> = {
  'solana:mainnet': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
};

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A local validator's genesis differs per chain: `solana:localnet` is whichever network runs on this machine. */
function isLocal(network: Network): boolean {
  return network.rpcUrls.default.http.some((url) => {
    try {
      return loopbackHosts.has(new URL(url).hostname);
    } catch {
      return false;
    }
  });
}

/** Whether the wallet chain `chain` is the Solana `network`. */
export function isWalletChainOf(chain: string, network: Network): boolean {
  if (network.chainNamespace !== 'solana') return false;
  if (chain === network.caipNetworkId) return true;
  if (chain === 'solana:localnet') return isLocal(network);
  const prefix = clusterGenesisPrefixes[chain];
  return prefix !== undefined && `solana:${prefix}` === network.caipNetworkId;
}

/** The chain the wallet names `network` by, if it lists it. */
export function walletChainOf(chains: readonly string[], network: Network): string | undefined {
  return chains.find((chain) => isWalletChainOf(chain, network));
}

/** The Solana networks among `networks` that the wallet lists, in the order of `networks`. */
export function supportedNetworks(chains: readonly string[], networks: readonly Network[]): Network[] {
  return networks.filter((network) => walletChainOf(chains, network) !== undefined);
}
