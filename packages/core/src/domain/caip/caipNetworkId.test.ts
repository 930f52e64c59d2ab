import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './caipNetworkId.js';
import { chainNamespaces } from './chainNamespace.js';

const namespace = fc.constantFrom(...chainNamespaces);
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);

describe('parseCaipNetworkId [§5 caip]', () => {
  it.each([
    ['§3', 'eip155:1', 'eip155', '1'],
    ['§3', 'eip155:11155111', 'eip155', '11155111'],
    ['§3', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['§3', 'bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
    ['§3', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', 'polkadot', '91b171bb158e2d3848fa23a9f1c25182'],
    ['§3', 'cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4'],
  ])('%s splits %s', (_section, id, chainNamespace, chainId) => {
    expect(parseCaipNetworkId(id)).toEqual({ chainNamespace, chainId });
  });

  it.each([
    ['§5 one part', 'eip155'],
    ['§5 three parts', 'eip155:1:0xabc'],
    ['§5 extra colon', 'eip155::1'],
    ['§5 trailing colon', 'eip155:1:'],
    ['§5 empty string', ''],
    ['§5 only a colon', ':'],
    ['§5 empty namespace', ':1'],
    ['§5 empty reference', 'eip155:'],
    ['§5 unknown namespace', 'tron:1'],
    ['§5 namespace in capitals', 'EIP155:1'],
    ['§5 space in reference', 'eip155: 1'],
    ['§5 reference over 32 characters', `eip155:${'1'.repeat(33)}`],
    ['§5 fullwidth digit', 'eip155:１'],
    ['§5 Arabic-Indic digit', 'eip155:١'],
    ['§5 Cyrillic а in namespace', 'solаna:1'],
    ['§5 zero-width space', 'eip155:1\u200b'],
    ['§5 fullwidth colon', 'eip155：1'],
    ['§5 1 MB', `eip155:${'1'.repeat(1_000_000)}`],
    ['§5 1 MB of colons', ':'.repeat(1_000_000)],
  ])("%s throws 'Invalid CAIP-2 network id'", (_label, id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(new PorticoError('INVALID_CAIP2_NETWORK_ID'));
    expect(() => parseCaipNetworkId(id)).toThrow('Invalid CAIP-2 network id');
  });

  it.each([
    ['§5', 1],
    ['§5', null],
    ['§5', undefined],
    ['§5', { chainNamespace: 'eip155', chainId: '1' }],
  ])("%s throws 'Invalid CAIP-2 network id' for the non-string %j", (_section, id) => {
    expect(() => parseCaipNetworkId(id as unknown as string)).toThrow('Invalid CAIP-2 network id');
  });

  it('§5 round-trips every valid namespace and reference through format and parse', () => {
    fc.assert(
      fc.property(namespace, reference, (chainNamespace, chainId) => {
        expect(parseCaipNetworkId(formatCaipNetworkId(chainNamespace, chainId))).toEqual({
          chainNamespace,
          chainId,
        });
      }),
    );
  });

  it('§5 rejects any valid id with an extra colon-separated part', () => {
    fc.assert(
      fc.property(namespace, reference, fc.string(), (chainNamespace, chainId, extra) => {
        expect(() => parseCaipNetworkId(`${chainNamespace}:${chainId}:${extra}`)).toThrow(
          'Invalid CAIP-2 network id',
        );
      }),
    );
  });
});

describe('formatCaipNetworkId [§5 caip]', () => {
  it.each([
    ['§3', 'eip155', 1, 'eip155:1'],
    ['§3', 'eip155', '31337', 'eip155:31337'],
    ['§3', 'solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ] as const)('%s joins %s and %s', (_section, chainNamespace, chainId, expected) => {
    expect(formatCaipNetworkId(chainNamespace, chainId)).toBe(expected);
  });

  it.each([
    ['§5 colon in the reference', 'eip155', '1:2'],
    ['§5 empty reference', 'eip155', ''],
    ['§5 unknown namespace', 'tron', '1'],
    ['§5 negative number', 'eip155', -1.5],
  ] as const)("%s throws 'Invalid CAIP-2 network id'", (_label, chainNamespace, chainId) => {
    expect(() => formatCaipNetworkId(chainNamespace as 'eip155', chainId)).toThrow(
      'Invalid CAIP-2 network id',
    );
  });
});

describe('isCaipNetworkId [§5 caip]', () => {
  it.each([
    ['§5', 'eip155:1', true],
    ['§5', 'bip122:000000000933ea01ad0ee984209779ba', true],
    ['§5', 'eip155:1:0xabc', false],
    ['§5', '', false],
    ['§5', 1, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', {}, false],
  ])('%s %j → %s', (_section, value, expected) => {
    expect(isCaipNetworkId(value)).toBe(expected);
  });
});
