import { getBase58Decoder } from '@solana/kit';
import type { AccountState } from './accountState.js';
import { integer, oneOf } from './params.js';
import { invalidParams, invalidRequest } from './rpcError.js';
import { parseTokenData } from './token.js';

const accountEncodings = ['binary', 'base58', 'base64', 'jsonParsed', 'base64+zstd'] as const;
export type AccountEncoding = (typeof accountEncodings)[number];

export interface EncodingOptions {
  encoding: AccountEncoding;
  dataSlice?: { offset: number; length: number };
  decimalsOf: (mint: string) => number | undefined;
}

// Rent-exempt accounts carry u64::MAX as their rent epoch.
const rentExemptEpoch = 2n ** 64n - 1n;
// Base58 is quadratic: the validator refuses to encode more than this.
const maxBase58Bytes = 128;

export function encodingOptions(
  options: Record<string, unknown>,
  decimalsOf: (mint: string) => number | undefined,
  fallback: AccountEncoding = 'binary',
): EncodingOptions {
  const encoding = oneOf(options.encoding, accountEncodings, fallback);
  if (encoding === 'base64+zstd') {
    throw invalidParams('Invalid params: base64+zstd is not supported by the Portico devnet; use base64.');
  }
  const slice = options.dataSlice as Record<string, unknown> | undefined | null;
  const dataSlice =
    slice === undefined || slice === null
      ? undefined
      : { offset: integer(slice.offset, 'usize'), length: integer(slice.length, 'usize') };
  if (dataSlice !== undefined && encoding === 'jsonParsed') {
    throw invalidRequest(
      'Sliced account data can only be encoded using binary (base 58) or base64 encoding.',
    );
  }
  return { encoding, dataSlice, decimalsOf };
}

/** An account as `getAccountInfo` and the notifications show it (UiAccount). */
export function encodeAccount(account: AccountState, options: EncodingOptions) {
  const { encoding, dataSlice } = options;
  const sliced = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data;
  let data: unknown;
  if (encoding === 'jsonParsed') {
    data = parseTokenData(account.data, account.owner, options.decimalsOf) ?? [
      Buffer.from(account.data).toString('base64'),
      'base64',
    ];
  } else if (encoding === 'base64') {
    data = [Buffer.from(sliced).toString('base64'), 'base64'];
  } else {
    if (sliced.length > maxBase58Bytes) {
      throw invalidRequest(
        `Encoded binary (base 58) data should be less than ${maxBase58Bytes} bytes, please use Base64 encoding.`,
      );
    }
    const text = getBase58Decoder().decode(sliced);
    data = encoding === 'binary' ? text : [text, 'base58'];
  }
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: rentExemptEpoch,
    space: account.data.length,
  };
}
