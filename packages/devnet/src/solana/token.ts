import { isSome, type Option, type ReadonlyUint8Array } from '@solana/kit';
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  type Mint,
  TOKEN_PROGRAM_ADDRESS,
  type Token,
} from '@solana-program/token';

const token2022ProgramAddress = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

/** The token programs whose accounts `jsonParsed` and the token methods read, by their parser name. */
export const tokenPrograms: Readonly<Record<string, 'spl-token' | 'spl-token-2022'>> = {
  [TOKEN_PROGRAM_ADDRESS]: 'spl-token',
  [token2022ProgramAddress]: 'spl-token-2022',
};

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

/** `amount` in base units as the validator shows it: a decimal string without trailing zeros. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction === '' ? whole : `${whole}.${fraction}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

// Token-2022 accounts longer than the base layout carry an account type byte after it.
const accountTypeOffset = 165;
const accountTypes = { mint: 1, account: 2 } as const;

function hasLayout(
  data: ReadonlyUint8Array,
  owner: string,
  size: number,
  kind: keyof typeof accountTypes,
): boolean {
  if (tokenPrograms[owner] === undefined) return false;
  if (data.length === size) return true;
  return (
    owner === token2022ProgramAddress &&
    data.length > accountTypeOffset &&
    data[accountTypeOffset] === accountTypes[kind]
  );
}

export function readTokenAccount(data: ReadonlyUint8Array, owner: string): Token | undefined {
  if (!hasLayout(data, owner, getTokenSize(), 'account')) return undefined;
  const account = getTokenDecoder().decode(data);
  return account.state === AccountState.Uninitialized ? undefined : account;
}

export function readMint(data: ReadonlyUint8Array, owner: string): Mint | undefined {
  if (!hasLayout(data, owner, getMintSize(), 'mint')) return undefined;
  const mint = getMintDecoder().decode(data);
  return mint.isInitialized ? mint : undefined;
}

const optional = <T>(value: Option<T>): T | null => (isSome(value) ? value.value : null);

export interface ParsedTokenData {
  program: 'spl-token' | 'spl-token-2022';
  parsed: { type: 'account' | 'mint'; info: Record<string, unknown> };
  space: number;
}

/**
 * The `jsonParsed` form of a token account or mint; undefined for anything else (the validator then
 * falls back to base64). `decimalsOf` reads a mint's decimals for token amounts.
 */
export function parseTokenData(
  data: ReadonlyUint8Array,
  owner: string,
  decimalsOf: (mint: string) => number | undefined,
): ParsedTokenData | undefined {
  const program = tokenPrograms[owner];
  if (program === undefined) return undefined;
  const space = data.length;
  const account = readTokenAccount(data, owner);
  if (account !== undefined) {
    const decimals = decimalsOf(account.mint);
    if (decimals === undefined) return undefined;
    const native = optional(account.isNative);
    const delegate = optional(account.delegate);
    const closeAuthority = optional(account.closeAuthority);
    const info: Record<string, unknown> = {
      isNative: native !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state === AccountState.Frozen ? 'frozen' : 'initialized',
      tokenAmount: uiTokenAmount(account.amount, decimals),
    };
    if (delegate !== null) {
      info.delegate = delegate;
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
    }
    if (native !== null) info.rentExemptReserve = uiTokenAmount(native, 9);
    if (closeAuthority !== null) info.closeAuthority = closeAuthority;
    return { program, parsed: { type: 'account', info }, space };
  }
  const mint = readMint(data, owner);
  if (mint === undefined) return undefined;
  const info = {
    decimals: mint.decimals,
    freezeAuthority: optional(mint.freezeAuthority),
    isInitialized: true,
    mintAuthority: optional(mint.mintAuthority),
    supply: mint.supply.toString(),
  };
  return { program, parsed: { type: 'mint', info }, space };
}
