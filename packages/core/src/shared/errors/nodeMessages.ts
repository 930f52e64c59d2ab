/**
 * §8 transaction-node errors (the spec names them; the wording is Portico's), keyed by their codes. They are kept
 * out of `errorCatalogue` so that they load with the node-error decoding of a send, not in the dApp's initial JS
 * (bench/).
 */
export const nodeMessages = {
  EXECUTION_REVERTED: 'Execution reverted',
  EXECUTION_REVERTED_WITH_REASON: 'Execution reverted: {reason}',
  FEE_CAP_TOO_HIGH: 'The fee cap is higher than the maximum the node allows',
  FEE_CAP_TOO_LOW: 'The fee cap is lower than the base fee of the block',
  NONCE_TOO_HIGH: 'Nonce is higher than the next nonce of the account',
  NONCE_TOO_LOW: 'Nonce is lower than the next nonce of the account',
  NONCE_MAX_VALUE: 'Nonce has reached its maximum value',
  INSUFFICIENT_FUNDS: 'Insufficient funds for gas and value',
  INTRINSIC_GAS_TOO_HIGH: 'Intrinsic gas is higher than the block gas limit',
  INTRINSIC_GAS_TOO_LOW: 'Intrinsic gas is lower than the minimum required',
  TRANSACTION_TYPE_NOT_SUPPORTED: 'Transaction type is not supported',
  TIP_ABOVE_FEE_CAP: 'The priority fee is higher than the max fee per gas',
  UNKNOWN_NODE_ERROR: 'An unknown error occurred while executing the transaction',
} as const;

export type NodeErrorCode = keyof typeof nodeMessages;
