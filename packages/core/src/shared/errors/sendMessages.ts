/**
 * The send's messages (§5 send preconditions; the Send view's own checks, whose wording is Portico's), keyed by
 * their codes. They are kept out of `errorCatalogue` so that they load with the send's actions, not in the dApp's
 * initial JS (bench/).
 */
export const sendMessages = {
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  SEND_TOO_MANY_DECIMALS: '{symbol} has {decimals} decimals: the amount has more',
  SEND_INVALID_RECEIVER: 'Enter a valid {network} address',
  SEND_BAD_CHECKSUM: 'Invalid address checksum',
  SEND_NAME_NOT_FOUND: 'No address found for {name}',
  SEND_INSUFFICIENT_BALANCE: 'Insufficient {symbol} balance',
  SEND_INSUFFICIENT_FEE: 'Not enough {symbol} for the network fee',
  SEND_REJECTED: 'The transaction was rejected in the wallet',
  SEND_INVALID_HASH: 'Invalid transaction hash',
} as const;

export type SendErrorCode = keyof typeof sendMessages;
