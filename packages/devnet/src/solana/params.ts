import { ProviderRpcError } from '@portico/core';
import { getBase58Encoder } from '@solana/kit';
import type { Commitment, SolanaChain } from './chain.js';
import { invalidParams, solanaRpcErrorCodes } from './rpcError.js';

export type Config = Record<string, unknown>;

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'sequence';
  if (typeof value === 'object') return 'map';
  if (typeof value === 'number')
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  return typeof value === 'boolean' ? `boolean \`${value}\`` : String(value);
}

export function invalidType(value: unknown, expected: string): ProviderRpcError {
  return invalidParams(`Invalid params: invalid type: ${typeName(value)}, expected ${expected}.`);
}

export function required(params: unknown[], index: number, count: string): unknown {
  if (params.length <= index || params[index] === undefined) {
    throw invalidParams(`Invalid params: invalid length ${params.length}, expected ${count}.`);
  }
  return params[index];
}

function base58Bytes(value: unknown, length: number, maxText: number): Uint8Array {
  if (typeof value !== 'string') throw invalidType(value, 'a string');
  // The validator's FromStr: overlong text and wrong decoded lengths are WrongSize, bad characters Invalid.
  if (value.length > maxText) throw invalidParams('Invalid param: WrongSize');
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(value));
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (bytes.length !== length) throw invalidParams('Invalid param: WrongSize');
  return bytes;
}

export function pubkey(value: unknown): string {
  base58Bytes(value, 32, 44);
  return value as string;
}

export function signature(value: unknown): string {
  base58Bytes(value, 64, 88);
  return value as string;
}

export function config(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidType(value, 'struct config');
  return value as Config;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw invalidType(value, 'a string');
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParams(
      `Invalid params: unknown variant \`${value}\`, expected one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`,
    );
  }
  return value as T;
}

export function integer(value: unknown, expected = 'u64'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw invalidType(value, expected);
  return value;
}

export function bool(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalidType(value, 'a boolean');
  return value;
}

/** The commitment a request reads at (the validator's default: finalized); checks `minContextSlot`. */
export function commitment(chain: SolanaChain, options: Config): Commitment {
  const level = oneOf(options.commitment, ['processed', 'confirmed', 'finalized'], 'finalized');
  if (options.minContextSlot !== undefined && options.minContextSlot !== null) {
    const contextSlot = chain.slotAt(level);
    if (integer(options.minContextSlot) > contextSlot) {
      throw new ProviderRpcError(
        solanaRpcErrorCodes.minContextSlotNotReached,
        'Minimum context slot has not been reached',
        { data: { contextSlot } },
      );
    }
  }
  return level;
}

/** Transaction history is kept only for confirmed blocks: `processed` is refused. */
export function historyCommitment(chain: SolanaChain, options: Config): Commitment {
  const level = commitment(chain, options);
  if (level === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
  return level;
}
