import { describe, expect, it } from 'vitest';
import type { ChainToken } from '../balances/tokenList.js';
import { priceImpactBps } from './swapPriceImpact.js';

const token = (decimals: number): ChainToken => ({
  id: `eip155:1:${decimals}`,
  chainId: 'eip155:1',
  name: 'T',
  symbol: 'T',
  decimals,
});
const pair = (from: [number, bigint, number], to: [number, bigint, number]) => ({
  from: { token: token(from[0]), price: { units: from[1], scale: from[2] } },
  to: { token: token(to[0]), price: { units: to[1], scale: to[2] } },
});

describe('priceImpactBps', () => {
  it('is the value lost, in basis points rounded up, across decimals and price scales', () => {
    // 1 ETH (18 decimals) at 3000.00 USD for 2970 USDC (6 decimals) at 1 USD: 1 % lost.
    const ethUsdc = pair([18, 300_000n, 2], [6, 1n, 0]);
    expect(priceImpactBps(ethUsdc, 10n ** 18n, 2_970_000_000n)).toBe(100);
    // A hair under: rounded up to one basis point, never shown as no impact.
    expect(priceImpactBps(ethUsdc, 10n ** 18n, 2_999_999_999n)).toBe(1);
    expect(priceImpactBps(ethUsdc, 10n ** 18n, 3_000_000_000n)).toBe(0);
  });

  it('is 0 for a trade that gains value or sells nothing, and 10000 when nothing arrives', () => {
    const even = pair([6, 1n, 0], [6, 1n, 0]);
    expect(priceImpactBps(even, 100n, 150n)).toBe(0);
    expect(priceImpactBps(even, 0n, 0n)).toBe(0);
    expect(priceImpactBps(even, 100n, 0n)).toBe(10_000);
  });
});
