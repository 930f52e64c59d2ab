import type { EmbeddedRequest } from '../../../domain/connectorSource/embeddedWalletSource.js';
import { personalSignRows } from './personalSign.js';
import type { RequestSummary, SummaryContext } from './requestSummary.js';
import { solanaSignAllTransactionsRows, solanaSignMessageRows, solanaSignTransactionRows } from './solana.js';
import {
  type RequestSummaryText,
  type SummaryLine,
  type SummaryTextKey,
  summaryPartInEnglish,
  text,
} from './summaryText.js';
import { sendCallsRows, sendTransactionRows } from './transaction.js';
import { typedDataRows } from './typedData.js';

type Summarizer = { title: SummaryTextKey; rows(params: unknown, context: SummaryContext): SummaryLine[] };

/** The request's parameters as JSON, for methods without a readable form. */
const rawRows = (params: unknown): SummaryLine[] => [
  { label: text('summaryParameters'), value: JSON.stringify(params) ?? '' },
];

/** The heading and rows of every unsafe method of §5 rpc-safety. */
const summarizers: Record<string, Summarizer> = {
  personal_sign: { title: 'summarySignMessage', rows: personalSignRows },
  eth_signTypedData_v4: { title: 'summarySignTypedData', rows: typedDataRows },
  eth_sendTransaction: { title: 'summarySendTransaction', rows: sendTransactionRows },
  eth_sendRawTransaction: { title: 'summarySendSignedTransaction', rows: rawRows },
  wallet_sendCalls: { title: 'summarySendCalls', rows: sendCallsRows },
  wallet_grantPermissions: { title: 'summaryGrantPermissions', rows: rawRows },
  wallet_revokePermissions: { title: 'summaryRevokePermissions', rows: rawRows },
  solana_signMessage: { title: 'summarySignMessage', rows: solanaSignMessageRows },
  solana_signTransaction: { title: 'summarySignTransaction', rows: solanaSignTransactionRows },
  solana_signAndSendTransaction: { title: 'summarySendTransaction', rows: solanaSignTransactionRows },
  solana_signAllTransactions: { title: 'summarySignTransactions', rows: solanaSignAllTransactionsRows },
};

const summarizerOf = (method: string): Summarizer | undefined =>
  Object.hasOwn(summarizers, method) ? summarizers[method] : undefined;

/**
 * The readable summary of an embedded-wallet request by key: Portico's words as `SummaryText` (for a document
 * that shows them in its own locale), the request's data as plain strings. Throws when the parameters cannot be
 * read (the caller then shows `rawSummaryText`).
 */
export function summarizeRequestText(request: EmbeddedRequest, context: SummaryContext): RequestSummaryText {
  const summarizer = summarizerOf(request.method);
  if (!summarizer) return rawSummaryText(request);
  return { title: text(summarizer.title), rows: summarizer.rows(request.params, context) };
}

/** A request whose parameters could not be read, by key: its method and parameters as they came. */
export function rawSummaryText(request: EmbeddedRequest): RequestSummaryText {
  const summarizer = summarizerOf(request.method);
  return { title: summarizer ? text(summarizer.title) : request.method, rows: rawRows(request.params) };
}

/** A summary by key written out in English. */
const summaryInEnglish = (summary: RequestSummaryText): RequestSummary => ({
  title: summaryPartInEnglish(summary.title),
  rows: summary.rows.map((row) => ({
    label: summaryPartInEnglish(row.label),
    value: summaryPartInEnglish(row.value),
  })),
});

/**
 * The readable summary ApproveTransaction shows of an embedded-wallet request, in English. Throws when the
 * parameters cannot be read (the caller then shows `rawSummary`).
 */
export function summarizeRequest(request: EmbeddedRequest, context: SummaryContext): RequestSummary {
  return summaryInEnglish(summarizeRequestText(request, context));
}

/** A request whose parameters could not be read: its method and parameters as they came, in English. */
export function rawSummary(request: EmbeddedRequest): RequestSummary {
  return summaryInEnglish(rawSummaryText(request));
}
