import { swapNativeTokenAddress } from '../../cloud/wire/swapConstants.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { parseDecimal } from '../../shared/format/decimal.js';
import { swapMessages } from './swapMessages.js';

/** §9 slippage bounds, percent. */
const slippageRange = { min: 0.01, max: 50 } as const;
/** Price impact (percent) above which the quote warns, and above which the swap is refused. */
const priceImpactLimits = { warning: 1, block: 15 } as const;

/** The slippage typed, as a number within 0.01–50 %, or the message of why it is refused. */
export function readSlippage(text: string): { slippage: number } | { error: string } {
  const parsed = parseDecimal(text.trim());
  const value = parsed ? Number(text.trim()) : Number.NaN;
  return parsed && value >= slippageRange.min && value <= slippageRange.max && parsed.scale <= 2
    ? { slippage: value }
    : { error: swapMessages.invalidSlippage };
}

/** A price impact of a quote (percent text): fine, worth a warning (above 1 %), or refused (above 15 %). */
export function priceImpactLevel(priceImpact: string | undefined): 'ok' | 'warning' | 'blocked' {
  const impact = Number(priceImpact ?? 0);
  if (impact > priceImpactLimits.block) return 'blocked';
  return impact > priceImpactLimits.warning ? 'warning' : 'ok';
}

/** Decimal text in base units, extra fraction digits cut; undefined for text that is no positive-or-zero decimal. */
export function toBaseUnits(text: string, decimals: number): bigint | undefined {
  const parsed = parseDecimal(text.trim());
  if (!parsed || parsed.units < 0n) return undefined;
  return parsed.scale > decimals
    ? parsed.units / 10n ** BigInt(parsed.scale - decimals)
    : parsed.units * 10n ** BigInt(decimals - parsed.scale);
}

/** Base units as the shortest decimal text: 1500000n with 6 decimals is '1.5'. */
export function fromBaseUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${digits.slice(0, digits.length - decimals)}${fraction ? `.${fraction}` : ''}`;
}

/** Decimal text cut to `places` fraction digits (a derived amount shown in its field; the quote keeps it exact). */
export const cutDecimals = (text: string, places: number): string => {
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, places).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
};

/** Whether a convert API token id is its network's native coin (the §9 placeholder address). */
export const isNativeSwapToken = (tokenId: string): boolean =>
  tokenId.toLowerCase().endsWith(`:${swapNativeTokenAddress.eip155}`);

/** The convert API id of the native coin of an eip155 network. */
export const nativeSwapTokenId = (caipNetworkId: CaipNetworkId): string =>
  `${caipNetworkId}:${swapNativeTokenAddress.eip155}`;

/**
 * The active account's balance of a swap token in base units, from the token balances (the cloud's), the native
 * coin from the account's balance when the list has none; an ERC-20 the list does not hold is 0.
 */
export function swapBalanceOf(state: PorticoState, tokenId: string, decimals: number): bigint {
  const account = state.accounts.eip155;
  const wanted = tokenId.toLowerCase();
  const native = isNativeSwapToken(tokenId);
  const listed = account?.tokenBalance.find((token) =>
    native
      ? token.address === undefined && wanted.startsWith(`${token.chainId.toLowerCase()}:`)
      : `${token.chainId}:${token.address}`.toLowerCase() === wanted,
  );
  const amount = listed?.quantity.numeric ?? (native ? account?.balance : undefined) ?? '0';
  return toBaseUnits(amount, decimals) ?? 0n;
}

/** §9 swaps are eip155's: another namespace is 'Network not supported for Swaps' without asking the cloud. */
export const swapsNamespace = (namespace: string): boolean => namespace === 'eip155';
