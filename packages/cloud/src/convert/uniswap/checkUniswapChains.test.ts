import { describe, expect, it } from 'vitest';
import { checkUniswapChains } from './checkUniswapChains.js';

const address = (digit: string) => `0x${digit.repeat(40)}`;
const chain = {
  weth: address('1'),
  v2Factory: address('2'),
  v3Factory: address('3'),
  router: address('4'),
  quoterV2: address('5'),
};

describe('convert.uniswap.chains', () => {
  it('takes a deployment per eip155 chain, with optional hubs', () => {
    const chains = { 'eip155:31337': { ...chain, hubs: [address('6')] } };
    expect(checkUniswapChains(chains)).toBe(chains);
  });

  it.each([
    [{ 'solana:x': chain }, "convert.uniswap.chains['solana:x']: not an eip155 chain id"],
    [
      { 'eip155:1': { ...chain, router: '0x12' } },
      "convert.uniswap.chains['eip155:1'].router must be a 0x address",
    ],
    [
      { 'eip155:1': { ...chain, quoterV2: undefined } },
      "convert.uniswap.chains['eip155:1'].quoterV2 must be a 0x address",
    ],
    [{ 'eip155:1': 'router' }, "convert.uniswap.chains['eip155:1'].weth must be a 0x address"],
    [
      { 'eip155:1': { ...chain, hubs: ['pUSD'] } },
      "convert.uniswap.chains['eip155:1'].hubs must be a list of 0x addresses",
    ],
  ])('refuses %j at start, naming the key', (chains, message) => {
    expect(() => checkUniswapChains(chains)).toThrow(message);
  });
});
