import type { Stack } from '@portico/devnet/stack';
import type { HistoryConfig } from '../config.js';

/** `history.spam` for a running stack: the collections its devnet flags as spam, per chain. */
export function historyConfigFromStack(stack: Pick<Stack, 'chains'>): Pick<HistoryConfig, 'spam'> {
  return {
    spam: Object.fromEntries(
      stack.chains.map((chain) => [
        chain.caipNetworkId,
        (chain.collections ?? []).filter((c) => c.spam).map((c) => c.address.toLowerCase()),
      ]),
    ),
  };
}
