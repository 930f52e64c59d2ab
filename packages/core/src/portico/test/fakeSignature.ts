/** The fake adapter's signature of a message: 0x and the message's bytes in hex, padded to 65 bytes. */
export function fakeSignature(message: string): `0x${string}` {
  const hex = [...new TextEncoder().encode(message)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `0x${hex.padEnd(130, '0')}`;
}
