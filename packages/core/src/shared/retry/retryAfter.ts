/**
 * A Retry-After header value as a wait in ms: delay-seconds or an HTTP date (a past date waits 0).
 * undefined when the value is neither.
 */
export function retryAfterMs(value: string, now = Date.now()): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its weekday and month; this keeps Date.parse's leniency ('-5' is a year) out.
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
