import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress.js';
import { chainNamespaces } from './chainNamespace.js';

const namespace = fc.constantFrom(...chainNamespaces);
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/);
const evmAddress = '0xab5801a7d398351b8be11c439e05c5b3259aec9b';

describe('parseCaipAddress [§5 caip]', () => {
  it.each([
    ['§3', `eip155:1:${evmAddress}`, 'eip155', '1', evmAddress],
    [
      '§3',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ],
    [
      '§3',
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bip122',
      '000000000019d6689c085ae165831e93',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
  ])('%s splits %s', (_section, caipAddress, chainNamespace, chainId, address) => {
    expect(parseCaipAddress(caipAddress)).toEqual({ chainNamespace, chainId, address });
  });

  it.each([
    ['§5 two parts', 'eip155:1'],
    ['§5 four parts', `eip155:1:${evmAddress}:x`],
    ['§5 extra colon', `eip155::1:${evmAddress}`],
    ['§5 trailing colon', `eip155:1:${evmAddress}:`],
    ['§5 empty string', ''],
    ['§5 only colons', '::'],
    ['§5 empty namespace', `:1:${evmAddress}`],
    ['§5 empty chain id', `eip155::${evmAddress}`],
    ['§5 empty address', 'eip155:1:'],
    ['§5 unknown namespace', `tron:1:${evmAddress}`],
    ['§5 space in address', 'eip155:1: 0xab'],
    ['§5 address over 128 characters', `eip155:1:${'a'.repeat(129)}`],
    ['§5 Cyrillic а in address', 'eip155:1:0xаb'],
    ['§5 fullwidth digit in chain id', `eip155:１:${evmAddress}`],
    ['§5 Arabic-Indic digit in chain id', `eip155:١:${evmAddress}`],
    ['§5 zero-width space', `eip155:1:${evmAddress}\u200b`],
    ['§5 1 MB', `eip155:1:${'a'.repeat(1_000_000)}`],
    ['§5 1 MB of colons', ':'.repeat(1_000_000)],
  ])("%s throws 'Invalid CAIP-10 address'", (_label, caipAddress) => {
    expect(() => parseCaipAddress(caipAddress)).toThrow(new PorticoError('INVALID_CAIP10_ADDRESS'));
    expect(() => parseCaipAddress(caipAddress)).toThrow('Invalid CAIP-10 address');
  });

  it.each([
    ['§5', 1],
    ['§5', null],
    ['§5', undefined],
    ['§5', { address: evmAddress }],
  ])("%s throws 'Invalid CAIP-10 address' for the non-string %j", (_section, caipAddress) => {
    expect(() => parseCaipAddress(caipAddress as unknown as string)).toThrow('Invalid CAIP-10 address');
  });

  it('§5 round-trips every valid namespace, chain id and address through format and parse', () => {
    fc.assert(
      fc.property(namespace, reference, accountAddress, (chainNamespace, chainId, address) => {
        expect(parseCaipAddress(formatCaipAddress(chainNamespace, chainId, address))).toEqual({
          chainNamespace,
          chainId,
          address,
        });
      }),
    );
  });

  it('§5 rejects any valid address with an extra colon-separated part', () => {
    fc.assert(
      fc.property(
        namespace,
        reference,
        accountAddress,
        fc.string(),
        fc.boolean(),
        (chainNamespace, chainId, address, extra, before) => {
          const caipAddress = before
            ? `${extra}:${chainNamespace}:${chainId}:${address}`
            : `${chainNamespace}:${chainId}:${address}:${extra}`;
          expect(() => parseCaipAddress(caipAddress)).toThrow('Invalid CAIP-10 address');
        },
      ),
    );
  });
});

describe('formatCaipAddress [§5 caip]', () => {
  it.each([
    ['§3', 'eip155', 1, evmAddress, `eip155:1:${evmAddress}`],
    ['§3', 'eip155', '31337', evmAddress, `eip155:31337:${evmAddress}`],
  ] as const)('%s joins %s, %s and %s', (_section, chainNamespace, chainId, address, expected) => {
    expect(formatCaipAddress(chainNamespace, chainId, address)).toBe(expected);
  });

  it.each([
    ['§5 colon in the address', 'eip155', 1, 'a:b'],
    ['§5 empty address', 'eip155', 1, ''],
    ['§5 empty chain id', 'eip155', '', evmAddress],
  ] as const)("%s throws 'Invalid CAIP-10 address'", (_label, chainNamespace, chainId, address) => {
    expect(() => formatCaipAddress(chainNamespace, chainId, address)).toThrow('Invalid CAIP-10 address');
  });
});

describe('isCaipAddress [§5 caip]', () => {
  it.each([
    ['§5', `eip155:1:${evmAddress}`, true],
    ['§5', 'eip155:1', false],
    ['§5', '', false],
    ['§5', 1, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', {}, false],
  ])('%s %j → %s', (_section, value, expected) => {
    expect(isCaipAddress(value)).toBe(expected);
  });
});
