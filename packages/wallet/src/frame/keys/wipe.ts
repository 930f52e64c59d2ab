/** Overwrites secret bytes with zeros once they are no longer needed. */
export function wipe(...buffers: Uint8Array[]): void {
  for (const buffer of buffers) buffer.fill(0);
}
