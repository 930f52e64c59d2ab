// The checks every part of the stack file's parser shares: each throws a TypeError that names the field.

export function fail(path: string, expected: string): never {
  throw new TypeError(`Invalid stack file: ${path} must be ${expected}`);
}

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'an object');
  return value as Record<string, unknown>;
}

export function string(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') fail(path, 'a non-empty string');
  return value;
}

export function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined ? undefined : string(value, path);
}

export function list<T>(value: unknown, path: string, item: (v: unknown, p: string) => T): T[] {
  if (!Array.isArray(value)) fail(path, 'an array');
  return value.map((v, i) => item(v, `${path}[${i}]`));
}

export function url(value: unknown, path: string, protocols: readonly string[]): string {
  const text = string(value, path);
  let protocol: string;
  try {
    protocol = new URL(text).protocol;
  } catch {
    fail(path, `a ${protocols.join(' or ')} URL`);
  }
  if (!protocols.includes(protocol)) fail(path, `a ${protocols.join(' or ')} URL`);
  return text;
}

export const hex = (value: unknown, length?: number): value is `0x${string}` =>
  typeof value === 'string' &&
  /^0x[0-9a-fA-F]+$/.test(value) &&
  (length === undefined || value.length === length + 2);

export function address(value: unknown, path: string): `0x${string}` {
  if (!hex(value, 40)) fail(path, 'a 20-byte hex address');
  return value;
}
