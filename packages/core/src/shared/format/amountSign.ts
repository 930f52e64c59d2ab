/** The sign shown before a transaction amount. */
export type TransactionAmountSign = '+' | '-' | '';

const incoming: ReadonlySet<unknown> = new Set(['receive', 'deposit', 'borrow', 'claim']);
const outgoing: ReadonlySet<unknown> = new Set(['withdraw', 'repay', 'burn']);

/**
 * §5 and DECISIONS "Transaction amount signs": '+' for receive, deposit, borrow, claim; '-' for
 * withdraw, repay, burn; none for every other operation type. Operation types arrive lower-case
 * from the activity API and are matched exactly.
 */
export function transactionAmountSign(operationType: unknown): TransactionAmountSign {
  if (incoming.has(operationType)) return '+';
  if (outgoing.has(operationType)) return '-';
  return '';
}
