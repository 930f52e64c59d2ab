/**
 * The same bytes typed for WebCrypto, without a copy (a copy of a secret could not be wiped by its owner).
 * Refuses bytes on a SharedArrayBuffer, which WebCrypto does not take.
 */
export function bufferSource(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!(bytes.buffer instanceof ArrayBuffer)) throw new Error('Secret bytes must not be shared memory');
  return bytes as Uint8Array<ArrayBuffer>;
}
