import type { TokenBalance } from '../../../domain/chainAdapter/token.js';
import type { Network } from '../../../domain/networks/network.js';
import { type SummaryLine, type SummaryText, text } from './summaryText.js';

/** One line of a request's readable summary, in English. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** What ApproveTransaction shows of a request: a heading naming it and its readable rows, in English. */
export interface RequestSummary {
  title: string;
  rows: readonly SummaryRow[];
}

/** What a summary reads besides the request: the request's network and the tokens known on it. */
export interface SummaryContext {
  network?: Pick<Network, 'nativeCurrency'>;
  /** The network's token list (the account's token balances): symbol and decimals by contract or mint. */
  tokens: readonly Pick<TokenBalance, 'address' | 'symbol' | 'decimals'>[];
}

/** The token of `address` on the request's network, if its list knows it (addresses compared case-insensitively). */
export const knownToken = (context: SummaryContext, address: string) =>
  context.tokens.find((token) => token.address?.toLowerCase() === address.toLowerCase());

/** Prefixes every row's label with its part, for requests made of several parts ("Call 2: To"). */
export const prefixed = (part: SummaryText, rows: readonly SummaryLine[]): SummaryLine[] =>
  rows.map((row) => ({ label: text('summaryPartLabel', { part, label: row.label }), value: row.value }));
