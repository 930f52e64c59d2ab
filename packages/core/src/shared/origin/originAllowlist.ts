import { matchesOriginPattern } from './originPattern.js';

/**
 * Whether the page origin matches any pattern of the project's allowlist (see `matchesOriginPattern`).
 * An empty list allows nothing: a caller that treats "no list configured" as open must say so itself.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((pattern) => matchesOriginPattern(origin, pattern));
}
