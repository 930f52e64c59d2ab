import { randomBytes } from 'node:crypto';

// A per-process marker cannot collide with text in account data or logs.
const marker = `bigint:${randomBytes(8).toString('hex')}:`;
const markerPattern = new RegExp(`"${marker}(\\d+)"`, 'g');

/** JSON.stringify that writes bigints as plain numbers, as the validator writes u64 values. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${marker}${v}` : v)).replace(
    markerPattern,
    '$1',
  );
}
