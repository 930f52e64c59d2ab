import { calldataRows } from './erc20Calldata.js';
import { prefixed, type SummaryContext } from './requestSummary.js';
import { type SummaryLine, text } from './summaryText.js';
import { formatUnits, toQuantity } from './units.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One call or transaction: the receiver, the value in the network's native coin, and its calldata. */
function callRows(call: unknown, context: SummaryContext): SummaryLine[] {
  if (!isRecord(call)) throw new TypeError('A transaction is not an object');
  const native = context.network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 };
  return [
    { label: text('summaryTo'), value: typeof call.to === 'string' ? call.to : text('summaryNewContract') },
    {
      label: text('summaryValue'),
      value: `${formatUnits(toQuantity(call.value), native.decimals)} ${native.symbol}`,
    },
    ...calldataRows(call.data, call.to, context),
  ];
}

/** eth_sendTransaction params: `[transaction]`. */
export function sendTransactionRows(params: unknown, context: SummaryContext): SummaryLine[] {
  const [transaction] = Array.isArray(params) ? params : [];
  return callRows(transaction, context);
}

/** wallet_sendCalls params: `[{ calls }]` (EIP-5792): each call numbered. */
export function sendCallsRows(params: unknown, context: SummaryContext): SummaryLine[] {
  const [batch] = Array.isArray(params) ? params : [];
  const calls = isRecord(batch) && Array.isArray(batch.calls) ? batch.calls : [];
  return calls.flatMap((call, index) =>
    prefixed(text('summaryCall', { index: index + 1 }), callRows(call, context)),
  );
}
