import { describe, expect, it } from 'vitest';
import type { StackDex } from './dex.js';
import { parseStack, type Stack } from './stack.js';

const dex: StackDex = {
  weth: `0x${'01'.repeat(20)}`,
  v2Factory: `0x${'02'.repeat(20)}`,
  v3Factory: `0x${'03'.repeat(20)}`,
  positionManager: `0x${'04'.repeat(20)}`,
  router: `0x${'05'.repeat(20)}`,
  quoterV2: `0x${'06'.repeat(20)}`,
};

function stackWith(chainDex: unknown): Stack {
  const chain = {
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
    name: 'Portico Devnet',
    testnet: false,
    rpcUrl: 'http://127.0.0.1:8545',
    tokens: [],
    ...(chainDex === undefined ? {} : { dex: chainDex }),
  };
  return { version: 1, chains: [chain], accounts: [] } as unknown as Stack;
}

describe('parseStack: a chain’s Uniswap deployment', () => {
  it('reads back a chain with its dex addresses', () => {
    const stack = stackWith(dex);
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
    expect(parseStack(stack).chains[0]?.dex).toEqual(dex);
  });

  it('leaves dex out of a chain that has none', () => {
    expect(parseStack(stackWith(undefined)).chains[0]).not.toHaveProperty('dex');
  });

  it.each([
    [
      'a missing router',
      { ...dex, router: undefined },
      /chains\[0\]\.dex\.router must be a 20-byte hex address/,
    ],
    [
      'a short quoter address',
      { ...dex, quoterV2: '0x1234' },
      /chains\[0\]\.dex\.quoterV2 must be a 20-byte/,
    ],
    ['a dex that is not an object', 'uniswap', /chains\[0\]\.dex must be an object/],
  ])('rejects %s', (_, chainDex, message) => {
    expect(() => parseStack(stackWith(chainDex))).toThrow(message);
  });
});
