/**
 * The catalogue's node part, in English: §8's transaction-node errors (the spec names them; the wording is
 * Portico's), as core's `nodeMessages` writes them. It ships in the chunk of the views that send a transaction
 * (WalletSendPreview, Swap), whose modules import it through `nodeMessagePart`, not in the initial JS; each
 * other locale's part is a chunk of its own (`node/<locale>.ts`). 'Insufficient funds' is the base part's
 * `core.insufficientFunds`, which the balance checks use too.
 */
export const en = {
  'core.nodeExecutionReverted': 'Execution reverted',
  'core.nodeExecutionRevertedWithReason': 'Execution reverted: {reason}',
  'core.nodeFeeCapTooHigh': 'The fee cap is higher than the maximum the node allows',
  'core.nodeFeeCapTooLow': 'The fee cap is lower than the base fee of the block',
  'core.nodeNonceTooHigh': 'Nonce is higher than the next nonce of the account',
  'core.nodeNonceTooLow': 'Nonce is lower than the next nonce of the account',
  'core.nodeNonceMaxValue': 'Nonce has reached its maximum value',
  'core.nodeIntrinsicGasTooHigh': 'Intrinsic gas is higher than the block gas limit',
  'core.nodeIntrinsicGasTooLow': 'Intrinsic gas is lower than the minimum required',
  'core.nodeTransactionTypeNotSupported': 'Transaction type is not supported',
  'core.nodeTipAboveFeeCap': 'The priority fee is higher than the max fee per gas',
  'core.nodeUnknownError': 'An unknown error occurred while executing the transaction',
} as const;

/** The node part in one locale: one message per key of its English. */
export type NodeMessages = { readonly [K in keyof typeof en]: string };
