import { isCaipNetworkId } from '@portico/core';
import { isAddressOrRange, type TrustProxy } from '../edge/trustedProxies.js';

/**
 * How one setting is read: from text (a flag or an environment variable) and from a JSON value (the config
 * file). Both throw a `SettingValueError` saying what was expected; the caller adds where the value came from.
 */
export interface SettingType<T> {
  /** What the value must be, for errors and the docs: "a whole number", "an http(s) URL". */
  readonly expects: string;
  /** A list: a flag may be repeated (each gives entries), a variable holds entries separated by whitespace. */
  readonly repeatable?: boolean;
  fromText(text: string): T;
  fromJson(value: unknown): T;
}

/** A value that is not what its setting expects; the message names the expectation, not the source. */
export class SettingValueError extends Error {
  override readonly name = 'SettingValueError';
}

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** A wrong value; text is shown in quotes, a JSON value as JSON (a string "5" where a number belongs). */
function fail(expects: string, value: unknown, form: 'text' | 'json' = 'text'): never {
  throw new SettingValueError(
    `expects ${expects}, got ${form === 'json' ? JSON.stringify(value) : shown(value)}`,
  );
}

/** A type whose JSON form is a string read like the text form. */
function textual<T>(expects: string, read: (text: string) => T | undefined): SettingType<T> {
  const fromText = (text: string) => read(text) ?? fail(expects, text);
  return {
    expects,
    fromText,
    fromJson: (value) => (typeof value === 'string' ? fromText(value) : fail(expects, value, 'json')),
  };
}

/** A whole number from `min` on (ports, counts, durations in ms, byte sizes). */
export function wholeNumber(min = 0): SettingType<number> {
  const expects = min === 0 ? 'a whole number' : `a whole number ≥ ${min}`;
  const check = (value: number) => (Number.isSafeInteger(value) && value >= min ? value : undefined);
  return {
    expects,
    fromText: (text) => (/^\s*\d+\s*$/.test(text) ? check(Number(text)) : undefined) ?? fail(expects, text),
    fromJson: (value) =>
      (typeof value === 'number' ? check(value) : undefined) ?? fail(expects, value, 'json'),
  };
}

const portExpects = 'a port number (0–65535)';

export const port: SettingType<number> = {
  expects: portExpects,
  fromText: (text) => {
    const value = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    return value <= 65_535 ? value : fail(portExpects, text);
  },
  fromJson: (value) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 65_535
      ? (value as number)
      : fail(portExpects, value, 'json'),
};

export const boolean: SettingType<boolean> = {
  expects: 'true or false',
  fromText: (text) => {
    const word = text.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(word)) return true;
    if (['false', '0', 'no', 'off'].includes(word)) return false;
    return fail('true or false', text);
  },
  fromJson: (value) => (typeof value === 'boolean' ? value : fail('true or false', value, 'json')),
};

export const text: SettingType<string> = textual('a non-empty string', (value) =>
  value.trim() === '' ? undefined : value,
);

export function oneOf<const T extends string>(values: readonly T[]): SettingType<T> {
  return textual(`one of ${values.join(', ')}`, (value) =>
    values.includes(value as T) ? (value as T) : undefined,
  );
}

/** A URL whose scheme is one of `protocols` (without the colon). */
export function url(protocols: readonly string[]): SettingType<string> {
  const expects = `a URL starting with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`;
  return textual(expects, (value) =>
    URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1)) ? value : undefined,
  );
}

export const httpUrl = url(['http', 'https']);

/** A URL path such as `/relay`. */
export const urlPath: SettingType<string> = textual('a path starting with /', (value) =>
  /^\/[^\s?#]*$/.test(value) ? value : undefined,
);

/** 32 bytes in base64 (`openssl rand -base64 32`). */
export const base64Key: SettingType<string> = textual('32 bytes in base64', (value) =>
  Buffer.from(value.trim(), 'base64').length === 32 ? value.trim() : undefined,
);

/**
 * Entries `CAIP2-ID=VALUE`: from text, separated by whitespace (a repeated flag gives one entry each); from JSON,
 * an object by CAIP-2 id. `readValue` checks one chain's value (text, or the JSON value) and throws what is wrong.
 */
function chainEntries<V>(
  expects: string,
  options: {
    readText(text: string): V;
    readJson(value: unknown): V;
    combine(previous: V | undefined, next: V): V;
    chainKind?: 'EVM';
  },
): SettingType<Record<string, V>> {
  const checkChain = (chainId: string) => {
    if (!isCaipNetworkId(chainId)) throw new SettingValueError(`'${chainId}' is not a CAIP-2 network id`);
    if (options.chainKind === 'EVM' && !chainId.startsWith('eip155:')) {
      throw new SettingValueError(`'${chainId}' is not the CAIP-2 id of an EVM chain`);
    }
  };
  return {
    expects,
    repeatable: true,
    fromText(text) {
      const result: Record<string, V> = {};
      for (const entry of text.split(/\s+/).filter((part) => part !== '')) {
        const separator = entry.indexOf('=');
        if (separator < 1 || separator === entry.length - 1) fail(expects, entry);
        const chainId = entry.slice(0, separator);
        checkChain(chainId);
        result[chainId] = options.combine(result[chainId], options.readText(entry.slice(separator + 1)));
      }
      return result;
    },
    fromJson(json) {
      if (typeof json !== 'object' || json === null || Array.isArray(json))
        fail(`${expects} (JSON: an object by CAIP-2 id)`, json, 'json');
      const result: Record<string, V> = {};
      for (const [chainId, value] of Object.entries(json)) {
        checkChain(chainId);
        result[chainId] = options.readJson(value);
      }
      return result;
    },
  };
}

function httpUrlOf(value: unknown): string {
  if (typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value)) return value;
  throw new SettingValueError(`${shown(value)} is not an http(s) URL`);
}

/** `CAIP2-ID=URL[,URL…]`: a chain's upstream JSON-RPC URLs in failover order; entries for one chain add up. */
export const upstreams = chainEntries<string[]>('CAIP2-ID=URL[,URL…] entries', {
  readText: (text) =>
    text
      .split(',')
      .filter((part) => part !== '')
      .map(httpUrlOf),
  readJson: (value) => {
    if (!Array.isArray(value) || value.length === 0)
      fail('a non-empty list of URLs per chain', value, 'json');
    return value.map(httpUrlOf);
  },
  combine: (previous, next) => [...(previous ?? []), ...next],
});

function addressOf(value: unknown): `0x${string}` {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) return value as `0x${string}`;
  throw new SettingValueError(`${shown(value)} is not a 20-byte hex address`);
}

/** `eip155:N=0x…`: an EVM chain's universal resolver. */
export const universalResolvers = chainEntries<`0x${string}`>('eip155:N=ADDRESS entries', {
  readText: addressOf,
  readJson: addressOf,
  combine: (_, next) => next,
  chainKind: 'EVM',
});

/** `eip155:N=URL`: an EVM chain's ERC-4337 bundler (one URL per chain). */
export const bundlerUrls = chainEntries<string>('eip155:N=URL entries', {
  readText: httpUrlOf,
  readJson: httpUrlOf,
  combine: (_, next) => next,
  chainKind: 'EVM',
});

/** `eip155:N=0x…`: an EVM chain's verifying paymaster. */
export const paymasterAddresses = chainEntries<`0x${string}`>('eip155:N=ADDRESS entries', {
  readText: addressOf,
  readJson: addressOf,
  combine: (_, next) => next,
  chainKind: 'EVM',
});

/** `eip155:N=0x…`: an erc4337 chain's account factory (PorticoAccountFactory). */
export const accountFactories = chainEntries<`0x${string}`>('eip155:N=ADDRESS entries', {
  readText: addressOf,
  readJson: addressOf,
  combine: (_, next) => next,
  chainKind: 'EVM',
});

/** How a chain gives smart accounts: EIP-7702 delegation (the default) or an ERC-4337 account from a factory. */
export type SmartAccountKind = 'eip7702' | 'erc4337';

function smartAccountKindOf(value: unknown): SmartAccountKind {
  if (value === 'eip7702' || value === 'erc4337') return value;
  throw new SettingValueError(`${shown(value)} is not eip7702 or erc4337`);
}

/** `eip155:N=eip7702|erc4337`: how an EVM chain gives smart accounts. */
export const smartAccountKinds = chainEntries<SmartAccountKind>('eip155:N=eip7702|erc4337 entries', {
  readText: smartAccountKindOf,
  readJson: smartAccountKindOf,
  combine: (_, next) => next,
  chainKind: 'EVM',
});

/** A secp256k1 private key: 0x and 64 hex digits. */
export const privateKey: SettingType<`0x${string}`> = textual(
  'a private key (0x and 64 hex digits)',
  (value) => (/^0x[0-9a-fA-F]{64}$/.test(value.trim()) ? (value.trim() as `0x${string}`) : undefined),
);

/** A JSON object checked only for being one; its contents are checked where they are used. */
export const jsonObject: SettingType<Record<string, unknown>> = {
  expects: 'a JSON object',
  fromText(text) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail('a JSON object', text);
    }
    return this.fromJson(parsed);
  },
  fromJson: (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : fail('a JSON object', value, 'json'),
};

const trustProxyExpects =
  "a hop count (0: off, 1, 2, …) or the proxies' addresses (IPs or CIDRs, comma-separated)";

function trustProxyFromEntries(entries: readonly unknown[], shownValue: string): readonly string[] {
  const bad = entries.filter((entry) => typeof entry !== 'string' || !isAddressOrRange(entry.trim()));
  if (entries.length === 0 || bad.length > 0) {
    throw new SettingValueError(`expects ${trustProxyExpects}, got ${shownValue}`);
  }
  return entries.map((entry) => (entry as string).trim());
}

function refuseTrustEveryone(shownValue: string): never {
  throw new SettingValueError(
    `expects ${trustProxyExpects}, got ${shownValue}: trusting every X-Forwarded-For would let any client choose ` +
      'its address for the per-IP limits; give the number of proxies in front of the cloud (usually 1)',
  );
}

/**
 * `--trust-proxy`: a hop count or the proxies' addresses (`TrustProxy`); `false` is 0 (off). `true` is refused:
 * it would trust whatever X-Forwarded-For a client sends.
 */
export const trustProxy: SettingType<TrustProxy> = {
  expects: trustProxyExpects,
  fromText(value) {
    const word = value.trim().toLowerCase();
    if (/^\d+$/.test(word) && Number.isSafeInteger(Number(word))) return Number(word);
    if (['false', 'no', 'off'].includes(word)) return 0;
    if (['true', 'yes', 'on'].includes(word)) return refuseTrustEveryone(shown(value));
    return trustProxyFromEntries(value.split(','), shown(value));
  },
  fromJson(value) {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    if (value === false) return 0;
    if (value === true) return refuseTrustEveryone('true');
    if (typeof value === 'string') return this.fromText(value);
    if (Array.isArray(value)) return trustProxyFromEntries(value, JSON.stringify(value));
    return fail(trustProxyExpects, value, 'json');
  },
};
