import type { HistoryConfig } from '../config.js';

/** `history.spam` as a set of `<CAIP-2 id>:<lower-case contract address>` keys. */
export function spamCollections(spam: HistoryConfig['spam']): Set<string> {
  return new Set(
    Object.entries(spam).flatMap(([chainId, tokens]) =>
      tokens.map((token) => `${chainId}:${token.toLowerCase()}`),
    ),
  );
}
