import { OnrampUpstreamError } from './onrampProvider.js';

export interface ProviderCall {
  /** The provider's name in messages (`Meld`, `Coinbase Onramp`). */
  name: string;
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Calls a provider's JSON API. A failure — unreachable, timed out, a non-2xx status, a body that is not JSON (an
 * object or a list) — rejects with `OnrampUpstreamError`, whose message names the provider and the status, never the
 * URL, the headers or what the provider answered (it may echo what was sent).
 */
export async function callProviderJson({
  name,
  method,
  url,
  headers,
  body,
  timeoutMs,
}: ProviderCall): Promise<unknown> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new OnrampUpstreamError(`${name} ${timedOut ? 'timed out' : 'cannot be reached'}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new OnrampUpstreamError(`${name} answered ${response.status}`);
  const value = parsed(text);
  if (typeof value !== 'object' || value === null) {
    throw new OnrampUpstreamError(`${name} answered something that is not JSON`);
  }
  return value;
}

/** An object of a provider's answer, or `{}`. */
export const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A list of a provider's answer (its entries as objects); a missing or malformed list is the provider's failure. */
export function listOf(name: string, value: unknown, field: string): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new OnrampUpstreamError(`${name} answered without a valid ${field}`);
  return value.map(objectOf);
}

/** A non-empty string field. */
export function textOf(name: string, value: unknown, field: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new OnrampUpstreamError(`${name} answered without a valid ${field}`);
}

/**
 * A non-negative amount (a JSON number or decimal text) as decimal text: `places` decimals (fiat, rounded to the
 * cent), or as given for crypto amounts (never in exponent form).
 */
export function decimalOf(name: string, value: unknown, field: string, places?: number): string {
  const number = typeof value === 'string' && /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
    throw new OnrampUpstreamError(`${name} answered without a valid ${field}`);
  }
  if (places !== undefined) return number.toFixed(places);
  if (typeof value === 'string') return value;
  return number.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 18 });
}

/** CAIP-2 of Solana's mainnet, the network the providers call `solana`. */
export const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** A provider's network name as the wire names it: `Arbitrum One` → `arbitrum-one`. */
export const networkSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
