import { SwapUnavailable } from './swapAggregator.js';

/** What an aggregator's error answer means: `liquidity` for its "no route" answers, else `unavailable`. */
export type ErrorReading = (status: number, body: unknown) => 'liquidity' | 'unavailable';

export interface AggregatorGet {
  /** The aggregator's name in messages (`0x`, `1inch`, `LI.FI`). */
  name: string;
  url: URL;
  headers: Record<string, string>;
  timeoutMs: number;
  readError: ErrorReading;
}

const parsedBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * GETs an aggregator's JSON. A failure — unreachable, timed out, a non-2xx status, a body that is not a JSON
 * object — rejects with `SwapUnavailable`; its message names the aggregator and the status, never the URL's or
 * the headers' key.
 */
export async function getAggregatorJson({
  name,
  url,
  headers,
  timeoutMs,
  readError,
}: AggregatorGet): Promise<Record<string, unknown>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new SwapUnavailable('unavailable', `${name} ${timedOut ? 'timed out' : 'cannot be reached'}`, {
      cause: error,
    });
  }
  const body = parsedBody(text);
  if (!response.ok) {
    const reason = readError(response.status, body);
    throw new SwapUnavailable(
      reason,
      reason === 'liquidity' ? 'Insufficient liquidity' : `${name} answered ${response.status}`,
    );
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SwapUnavailable('unavailable', `${name} answered something that is not a JSON object`);
  }
  return body as Record<string, unknown>;
}

/** Reads a field an aggregator documents: a base-unit amount (decimal, or 0x hex where the API uses hex). */
export function amountField(name: string, value: unknown, field: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^(?:[0-9]{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)) return BigInt(value);
  throw new SwapUnavailable('unavailable', `${name} answered without a valid ${field}`);
}

/** Reads a 0x address field of an aggregator's answer. */
export function addressField(name: string, value: unknown, field: string): `0x${string}` {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) return value as `0x${string}`;
  throw new SwapUnavailable('unavailable', `${name} answered without a valid ${field}`);
}

/** Reads calldata of an aggregator's answer. */
export function hexField(name: string, value: unknown, field: string): `0x${string}` {
  if (typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)) return value as `0x${string}`;
  throw new SwapUnavailable('unavailable', `${name} answered without a valid ${field}`);
}

/** An object field of an aggregator's answer, or `{}` when absent. */
export const objectField = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** `toAmount` less `slippageBps`, rounded down: for the APIs that give no minimum. */
export const lessSlippage = (amount: bigint, slippageBps: number) =>
  (amount * BigInt(10_000 - slippageBps)) / 10_000n;

/** The eip155 chain id (`eip155:8453` → `8453`) the aggregators' APIs take. */
export const chainReference = (chainId: string) => chainId.slice('eip155:'.length);
