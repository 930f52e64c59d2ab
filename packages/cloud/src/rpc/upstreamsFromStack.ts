import type { Stack } from '@portico/devnet/stack';

/** `rpc.upstreams` for the chains of a running stack (the devnet's EVM chains and Solana network). */
export function upstreamsFromStack(stack: Pick<Stack, 'chains' | 'solana'>): Record<string, string[]> {
  const networks = [...stack.chains, ...(stack.solana?.networks ?? [])];
  return Object.fromEntries(networks.map((network) => [network.caipNetworkId, [network.rpcUrl]]));
}
