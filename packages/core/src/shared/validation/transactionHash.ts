const transactionHashPattern = /^0x[0-9a-fA-F]{64}$/;
const signedMessagePattern = /^0x[0-9a-fA-F]{62,}$/;

/** §5: 0x followed by exactly 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && transactionHashPattern.test(value);
}

/** §5: 0x followed by at least 62 hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && signedMessagePattern.test(value);
}
