import { describe, expect, it } from 'vitest';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { evmChainIdToCoinType } from './coinType.js';

describe('evmChainIdToCoinType [§5 coin-type]', () => {
  it.each([
    ['docs/decisions.md: Ethereum mainnet is 60', 1, 60],
    ['docs/decisions.md', 10, 2147483658],
    ['docs/decisions.md', 137, 2147483785],
    ['docs/decisions.md', 8453, 2147492101],
    ['docs/decisions.md', 31337, 2147514985],
    ['docs/decisions.md', 11155111, 2158638759],
    ['§5 largest accepted id, 2^31 - 1', 2 ** 31 - 1, 2 ** 32 - 1],
  ])('%s: chain %d → %d', (_label, chainId, coinType) => {
    expect(evmChainIdToCoinType(chainId)).toBe(coinType);
  });

  it.each([
    ['§5 2^31', 2 ** 31],
    ['§5 2^32', 2 ** 32],
    ['§5 above the safe integers', Number.MAX_SAFE_INTEGER + 2],
    ['§5 zero', 0],
    ['§5 negative', -1],
    ['§5 non-integer', 1.5],
    ['§5 NaN', Number.NaN],
    ['§5 Infinity', Number.POSITIVE_INFINITY],
    ['§5 string', '1'],
    ['§5 null', null],
    ['§5 undefined', undefined],
    ['§5 object', {}],
  ])("%s throws 'Invalid chainId'", (_label, chainId) => {
    expect(() => evmChainIdToCoinType(chainId as number)).toThrow(new PorticoError('INVALID_CHAIN_ID'));
    expect(() => evmChainIdToCoinType(chainId as number)).toThrow('Invalid chainId');
  });
});
