import { describe, expect, it } from 'vitest';
import { gasPriceFromFeeHistory, gasPriceFromLegacy } from './gasPrice.js';

const gwei = (n: number) => `0x${(BigInt(n) * 1_000_000_000n).toString(16)}`;
const wei = (n: number) => (BigInt(n) * 1_000_000_000n).toString();

describe('gasPriceFromFeeHistory', () => {
  it('§7 next base fee +1/8, +2/8, +4/8, plus the median 25th/50th/90th percentile tip of non-empty blocks', () => {
    const history = {
      baseFeePerGas: [gwei(7), gwei(9), gwei(8), gwei(16)],
      gasUsedRatio: [0.5, 0, 0.9],
      reward: [
        [gwei(1), gwei(2), gwei(5)],
        [gwei(100), gwei(100), gwei(100)],
        [gwei(3), gwei(4), gwei(9)],
      ],
    };
    // Non-empty blocks 0 and 2; the median of two is the upper one.
    expect(gasPriceFromFeeHistory(history)).toEqual({
      standard: wei(18 + 3),
      fast: wei(20 + 4),
      instant: wei(24 + 9),
    });
  });

  it('§7 only empty blocks: no tip, the base fee with its headroom', () => {
    const history = { baseFeePerGas: ['0x8', '0x8'], gasUsedRatio: [0], reward: [['0x5', '0x6', '0x7']] };
    expect(gasPriceFromFeeHistory(history)).toEqual({ standard: '9', fast: '10', instant: '12' });
  });

  it('§7 the headroom rounds up, and the levels never go down', () => {
    const history = {
      baseFeePerGas: ['0x1', '0x1'],
      gasUsedRatio: [1],
      reward: [['0x9', '0x2', '0x3']],
    };
    // ceil(9/8) + 9 = 11; ceil(10/8) + 2 = 4 → 11; ceil(12/8) + 3 = 5 → 11.
    expect(gasPriceFromFeeHistory(history)).toEqual({ standard: '11', fast: '11', instant: '11' });
  });
});

describe('gasPriceFromLegacy', () => {
  it('§7 a chain without base fee: its gas price +1/8, +2/8, +4/8', () => {
    expect(gasPriceFromLegacy(800n)).toEqual({ standard: '900', fast: '1000', instant: '1200' });
  });
});
