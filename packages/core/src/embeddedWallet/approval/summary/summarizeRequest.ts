import type { EmbeddedRequest } from '../../../domain/connectorSource/embeddedWalletSource.js';
import { personalSignRows } from './personalSign.js';
import type { RequestSummary, SummaryContext, SummaryRow } from './requestSummary.js';
import { solanaSignAllTransactionsRows, solanaSignMessageRows, solanaSignTransactionRows } from './solana.js';
import { sendCallsRows, sendTransactionRows } from './transaction.js';
import { typedDataRows } from './typedData.js';

type Summarizer = { title: string; rows(params: unknown, context: SummaryContext): SummaryRow[] };

/** The request's parameters as JSON, for methods without a readable form. */
const rawRows = (params: unknown): SummaryRow[] => [
  { label: 'Parameters', value: JSON.stringify(params) ?? '' },
];

/** The heading and rows of every unsafe method of §5 rpc-safety. */
const summarizers: Record<string, Summarizer> = {
  personal_sign: { title: 'Sign message', rows: personalSignRows },
  eth_signTypedData_v4: { title: 'Sign typed data', rows: typedDataRows },
  eth_sendTransaction: { title: 'Send transaction', rows: sendTransactionRows },
  eth_sendRawTransaction: { title: 'Send signed transaction', rows: rawRows },
  wallet_sendCalls: { title: 'Send calls', rows: sendCallsRows },
  wallet_grantPermissions: { title: 'Grant permissions', rows: rawRows },
  wallet_revokePermissions: { title: 'Revoke permissions', rows: rawRows },
  solana_signMessage: { title: 'Sign message', rows: solanaSignMessageRows },
  solana_signTransaction: { title: 'Sign transaction', rows: solanaSignTransactionRows },
  solana_signAndSendTransaction: { title: 'Send transaction', rows: solanaSignTransactionRows },
  solana_signAllTransactions: { title: 'Sign transactions', rows: solanaSignAllTransactionsRows },
};

/**
 * The readable summary ApproveTransaction shows of an embedded-wallet request. Throws when the parameters
 * cannot be read (the caller then shows `rawSummary`).
 */
export function summarizeRequest(request: EmbeddedRequest, context: SummaryContext): RequestSummary {
  const summarizer = summarizers[request.method];
  if (!summarizer) return rawSummary(request);
  return { title: summarizer.title, rows: summarizer.rows(request.params, context) };
}

/** A request whose parameters could not be read: its method and parameters as they came. */
export function rawSummary(request: EmbeddedRequest): RequestSummary {
  return { title: summarizers[request.method]?.title ?? request.method, rows: rawRows(request.params) };
}
