import { porticoDevnet, solana } from '@portico/core';
import type { Stack } from '@portico/devnet/stack';
import type { ChainTokenList } from './tokenList.js';

/** `balances.tokens` for the chains of a running stack: each chain's native coin and its tokens (pUSD, PORT, PTS). */
export function tokenListsFromStack(stack: Pick<Stack, 'chains' | 'solana'>): Record<string, ChainTokenList> {
  // The devnet's EVM chains all pay in Ether, as core's devnet networks say.
  const evm = stack.chains.map((chain): [string, ChainTokenList] => [
    chain.caipNetworkId,
    { native: porticoDevnet().nativeCurrency, tokens: chain.tokens.map((token) => ({ ...token })) },
  ]);
  const svm = (stack.solana?.networks ?? []).map((network): [string, ChainTokenList] => [
    network.caipNetworkId,
    {
      native: solana.nativeCurrency,
      tokens: network.tokens.map(({ mint, ...token }) => ({ ...token, address: mint })),
    },
  ]);
  return Object.fromEntries([...evm, ...svm]);
}
