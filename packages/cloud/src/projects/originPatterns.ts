import { matchesOriginPattern } from '@portico/core';

/**
 * Whether a pattern can match anything at all: it must match the origin it describes itself
 * (`*.` replaced by a label, `https://` added to a bare host). Catches typos before they lock a project out.
 */
export function isUsableOriginPattern(pattern: string): boolean {
  const trimmed = pattern.trim().replace(/\/$/, '');
  const withLabel = trimmed.replace('*.', 'x.');
  const probe = /^https?:\/\//i.test(withLabel) ? withLabel : `https://${withLabel}`;
  return matchesOriginPattern(probe, pattern);
}
