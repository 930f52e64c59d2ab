import type { Stack } from '@portico/devnet/stack';

/** `names.universalResolvers` for a running stack: its EVM chains that are not testnets and have names. */
export function namesFromStack(stack: Pick<Stack, 'chains'>): Record<string, `0x${string}`> {
  return Object.fromEntries(
    stack.chains.flatMap((chain) =>
      chain.ens && !chain.testnet ? [[chain.caipNetworkId, chain.ens.universalResolver]] : [],
    ),
  );
}
