import { swapNativeTokenAddress, swapSlippagePercent } from '@portico/core/wire';
import { type Address, isAddress } from 'viem';

/** Malformed or impossible input of a convert route: a 400 with this message. */
export class BadSwapInput extends Error {
  override readonly name = 'BadSwapInput';
}

/** A chain the convert API does not trade on: a 400 with §8's 'Network not supported for Swaps'. */
export class SwapNetworkUnsupported extends Error {
  override readonly name = 'SwapNetworkUnsupported';
}

/** A token or account of the convert API, split: its CAIP-2 network and its address (lower-case). */
export interface SwapAddress {
  chainId: string;
  address: Address;
}

const { eip155: nativeAddress } = swapNativeTokenAddress;
export const maxUint256 = (1n << 256n) - 1n;

export const isNative = (token: SwapAddress) => token.address === nativeAddress;

/** `eip155:N:0x…` → its chain and address; another namespace is not a swap network. */
export function swapAddress(field: string, id: string): SwapAddress {
  const split = id.lastIndexOf(':');
  const chainId = id.slice(0, split);
  const address = id.slice(split + 1);
  if (!/^eip155:[1-9][0-9]{0,15}$/.test(chainId)) throw new SwapNetworkUnsupported(chainId);
  if (!isAddress(address, { strict: false })) {
    throw new BadSwapInput(`${field} '${id}' has no 0x address of 20 bytes`);
  }
  return { chainId, address: address.toLowerCase() as Address };
}

/** A base-unit amount: more than 0 and less than 2^256. */
export function baseUnits(field: string, text: string): bigint {
  if (!/^[0-9]{1,80}$/.test(text)) throw new BadSwapInput(`${field} must be a whole number of base units`);
  const amount = BigInt(text);
  if (amount === 0n) throw new BadSwapInput(`${field} must be more than 0`);
  if (amount > maxUint256) throw new BadSwapInput(`${field} must be less than 2^256`);
  return amount;
}

/** The slippage tolerance in basis points: more than 0 and at most 50 %. Default §9's 1 %. */
export function slippageBps(text: string | undefined): { bps: number; percent: string } {
  const percent = text ?? String(swapSlippagePercent);
  const match = /^([0-9]{1,2})(?:\.([0-9]{1,2}))?$/.exec(percent);
  const bps = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!(bps > 0 && bps <= 5_000))
    throw new BadSwapInput('slippage must be more than 0 and at most 50 (percent)');
  return { bps, percent };
}

/** `from` and `to` of one trade: the same chain, two different tokens. */
export function swapPair(fromId: string, toId: string): { from: SwapAddress; to: SwapAddress } {
  const from = swapAddress('from', fromId);
  const to = swapAddress('to', toId);
  if (from.chainId !== to.chainId) {
    throw new BadSwapInput(`from and to must be on the same network (${from.chainId}, ${to.chainId})`);
  }
  if (from.address === to.address) throw new BadSwapInput('from and to must be different tokens');
  return { from, to };
}

/** The account that trades: a CAIP-10 account on the pair's chain. */
export function swapAccount(id: string, chainId: string): Address {
  const address = id.slice(chainId.length + 1);
  if (!id.startsWith(`${chainId}:`) || !isAddress(address, { strict: false })) {
    throw new BadSwapInput(`userAddress must be an account on ${chainId} (${chainId}:0x…), got '${id}'`);
  }
  return address.toLowerCase() as Address;
}

/** Basis points as a percent with two decimals (42 → `0.42`), exactly. */
export function percentText(bps: number): string {
  const whole = Math.max(0, Math.round(bps));
  return `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
