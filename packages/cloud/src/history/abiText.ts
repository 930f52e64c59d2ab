/** Decodes an ABI-encoded `string` return value (offset, length, bytes); undefined when malformed. */
export function decodeAbiString(data: string): string | undefined {
  const hex = data.startsWith('0x') ? data.slice(2) : data;
  if (hex.length < 128 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const offset = Number.parseInt(hex.slice(0, 64), 16) * 2;
  const lengthEnd = offset + 64;
  if (!Number.isSafeInteger(offset) || lengthEnd > hex.length) return undefined;
  const length = Number.parseInt(hex.slice(offset, lengthEnd), 16) * 2;
  if (!Number.isSafeInteger(length) || lengthEnd + length > hex.length) return undefined;
  return Buffer.from(hex.slice(lengthEnd, lengthEnd + length), 'hex').toString('utf8');
}

/** Decodes an ABI-encoded `uint` return value that fits a number; undefined when malformed. */
export function decodeAbiSmallUint(data: string): number | undefined {
  const hex = data.startsWith('0x') ? data.slice(2) : data;
  if (hex.length !== 64 || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
  const value = BigInt(`0x${hex}`);
  return value <= 255n ? Number(value) : undefined;
}

/** A uint256 argument as 32 bytes of hex (no 0x). */
export function encodeUint256(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}
