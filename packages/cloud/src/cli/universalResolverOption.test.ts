import { describe, expect, it } from 'vitest';
import { parseUniversalResolvers } from './universalResolverOption.js';

const resolver = '0xcE01f8eee7E479C928F8919abD53E553a36CeF67';

describe('parseUniversalResolvers', () => {
  it('reads each EVM chain’s universal resolver', () => {
    expect(
      parseUniversalResolvers([`eip155:1=${resolver}`, ` eip155:31337 = ${resolver.toLowerCase()}`]),
    ).toEqual({
      'eip155:1': resolver,
      'eip155:31337': resolver.toLowerCase(),
    });
  });

  it.each([
    ['no address', 'eip155:1=', /expects CAIP-2-id=ADDRESS/],
    ['no separator', 'eip155:1', /expects CAIP-2-id=ADDRESS/],
    [
      'a Solana network',
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=${resolver}`,
      /not the CAIP-2 id of an EVM chain/,
    ],
    ['a short address', 'eip155:1=0x1234', /'0x1234' is not a 20-byte hex address/],
  ])('refuses %s', (_name, entry, message) => {
    expect(() => parseUniversalResolvers([entry])).toThrow(message);
  });
});
