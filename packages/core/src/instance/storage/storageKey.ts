import type { ErrorCode } from '../../shared/errors/catalogue.js';

/** Every stored-wallet key carries this fixed prefix (§3). */
export const storageKeyPrefix = '@portico/';

/** A typed storage key: its name under the prefix and how its value is written and read back. */
export interface StorageKey<T> {
  readonly name: string;
  encode(value: T): string;
  /** undefined for a value that is corrupt or of the wrong shape. */
  decode(raw: string): T | undefined;
  /** The §8 error a corrupt value is reported with, when the spec names one. */
  readonly corrupt?: ErrorCode;
}

/** A key whose value is stored as JSON and read back only when `is` accepts it. */
export function jsonKey<T>(
  name: string,
  is: (value: unknown) => value is T,
  corrupt?: ErrorCode,
): StorageKey<T> {
  return {
    name,
    ...(corrupt ? { corrupt } : {}),
    encode: (value) => JSON.stringify(value),
    decode(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return is(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** A string list stored as a comma list (§3 smart-account-enabled networks), e.g. `1,137`. */
export function commaListKey(name: string): StorageKey<string[]> {
  return {
    name,
    encode: (value) => value.join(','),
    decode: (raw) => raw.split(',').filter(Boolean),
  };
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isTime = (value: unknown): value is number => Number.isFinite(value);
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
