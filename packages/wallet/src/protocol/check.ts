/**
 * Tiny hand-written runtime checks for messages that cross the page/frame boundary: every value is untrusted
 * until one of these says otherwise. Dependency-free because the page side ships it.
 */
export type Check<T> = (value: unknown) => value is T;

type Checked<C> = C extends Check<infer T> ? T : never;

/** Longest string any message field may carry outside RPC params (a bigger one is an attack or a bug). */
const MAX_FIELD_LENGTH = 4096;
/** What one RPC request or result may carry in total (calldata of a large transaction fits). */
export const MAX_JSON_CHARS = 1_000_000;
const MAX_JSON_DEPTH = 32;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(maxLength = MAX_FIELD_LENGTH): Check<string> {
  return (value): value is string => typeof value === 'string' && value.length <= maxLength;
}

export function nonEmptyStr(maxLength = MAX_FIELD_LENGTH): Check<string> {
  return (value): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

export const bool: Check<boolean> = (value): value is boolean => typeof value === 'boolean';

export const finiteNumber: Check<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function literal<const L extends readonly string[]>(...values: L): Check<L[number]> {
  return (value): value is L[number] => typeof value === 'string' && values.includes(value);
}

export function either<A, B>(a: Check<A>, b: Check<B>): Check<A | B> {
  return (value): value is A | B => a(value) || b(value);
}

export function arrayOf<T>(item: Check<T>, maxItems = 256): Check<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.length <= maxItems && value.every(item);
}

/** A record of strings and numbers (theme variables). */
export function flatRecord(maxKeys = 128): Check<Record<string, string | number>> {
  const entry = either(str(), finiteNumber);
  return (value): value is Record<string, string | number> =>
    isRecord(value) && Object.keys(value).length <= maxKeys && Object.values(value).every(entry);
}

/** Marks a field that may be absent (or undefined). */
export interface Optional<T> {
  readonly optional: Check<T>;
}

export function optional<T>(check: Check<T>): Optional<T> {
  return { optional: check };
}

type Shape = Record<string, Check<unknown> | Optional<unknown>>;

type ShapeType<S extends Shape> = {
  [K in keyof S as S[K] extends Optional<unknown> ? never : K]: Checked<S[K]>;
} & {
  [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: S[K] extends Optional<infer T> ? T : never;
};

/** An object with these fields; other fields are allowed (and ignored by the receiver). */
export function obj<S extends Shape>(shape: S): Check<{ [K in keyof ShapeType<S>]: ShapeType<S>[K] }> {
  return (value): value is { [K in keyof ShapeType<S>]: ShapeType<S>[K] } => {
    if (!isRecord(value)) return false;
    return Object.entries(shape).every(([key, field]) => {
      const fieldValue = value[key];
      if (typeof field === 'function') return field(fieldValue);
      return fieldValue === undefined || field.optional(fieldValue);
    });
  };
}

/** An empty payload: absent, or any object (its fields are not read). */
export const emptyPayload: Check<Record<string, unknown> | undefined> = (
  value,
): value is Record<string, unknown> | undefined => value === undefined || isRecord(value);

/** Any JSON-like value within the depth and size limits (RPC params and results). */
export const json: Check<unknown> = (value): value is unknown => {
  let budget = MAX_JSON_CHARS;
  const visit = (node: unknown, depth: number): boolean => {
    if (depth > MAX_JSON_DEPTH) return false;
    if (node === null || typeof node === 'boolean' || node === undefined) return true;
    if (typeof node === 'number') return Number.isFinite(node);
    if (typeof node === 'string') {
      budget -= node.length;
      return budget >= 0;
    }
    if (Array.isArray(node)) return node.every((item) => visit(item, depth + 1));
    if (!isRecord(node)) return false;
    return Object.entries(node).every(([key, item]) => {
      budget -= key.length;
      return budget >= 0 && visit(item, depth + 1);
    });
  };
  return visit(value, 0);
};
