/** RFC 6455: a close frame's reason is at most 123 bytes of UTF-8. */
export const maxCloseReasonBytes = 123;

/** `reason` cut to what a close frame can carry, never in the middle of a character. */
export function closeReason(reason: string): string {
  const bytes = Buffer.from(reason);
  if (bytes.length <= maxCloseReasonBytes) return reason;
  return bytes
    .subarray(0, maxCloseReasonBytes)
    .toString()
    .replace(/\uFFFD+$/, '');
}
