import { describe, expect, it } from 'vitest';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { checkTokensOption } from './tokensOption.js';

const pusd = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'pUSD', decimals: 6 };
const usdcMint = { address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6 };

describe('checkTokensOption: the `tokens` option', () => {
  it('takes tokens per CAIP-2 network, keeping only the known fields', () => {
    expect(
      checkTokensOption({
        'eip155:1': [{ ...pusd, name: 'Portico USD', iconUrl: 'https://i.test/p.png', extra: 1 }],
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [usdcMint],
      }),
    ).toEqual({
      'eip155:1': [{ ...pusd, name: 'Portico USD', iconUrl: 'https://i.test/p.png' }],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [usdcMint],
    });
  });

  it('absent is no tokens', () => {
    expect(checkTokensOption(undefined)).toEqual({});
  });

  it.each([
    [
      'not an object',
      [pusd],
      'Invalid `tokens` option at tokens: expected an object keyed by CAIP-2 network id',
    ],
    [
      'a key that is no CAIP-2 id',
      { mainnet: [pusd] },
      "Invalid `tokens` option at tokens['mainnet']: \"mainnet\" is no CAIP-2 network id (e.g. 'eip155:1')",
    ],
    [
      'a list that is no array',
      { 'eip155:1': pusd },
      "Invalid `tokens` option at tokens['eip155:1']: expected an array of tokens",
    ],
    [
      'an EVM address without 0x and 40 hex digits',
      { 'eip155:1': [{ ...pusd, address: '0x1234' }] },
      'Invalid `tokens` option at tokens[\'eip155:1\'][0].address: "0x1234" is no eip155 address',
    ],
    [
      'an EVM address given on solana',
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': [pusd] },
      `Invalid \`tokens\` option at tokens['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'][0].address: "${pusd.address}" is no solana address`,
    ],
    [
      'the same token twice (any letter case)',
      { 'eip155:1': [pusd, { ...pusd, address: pusd.address.toLowerCase() }] },
      `Invalid \`tokens\` option at tokens['eip155:1'][1].address: "${pusd.address.toLowerCase()}" is listed twice`,
    ],
    [
      'no symbol',
      { 'eip155:1': [{ ...pusd, symbol: ' ' }] },
      "Invalid `tokens` option at tokens['eip155:1'][0].symbol: expected a non-empty string",
    ],
    [
      'decimals 0',
      { 'eip155:1': [{ ...pusd, decimals: 0 }] },
      "Invalid `tokens` option at tokens['eip155:1'][0].decimals: expected an integer from 1 to 255",
    ],
    [
      'fractional decimals',
      { 'eip155:1': [{ ...pusd, decimals: 6.5 }] },
      "Invalid `tokens` option at tokens['eip155:1'][0].decimals: expected an integer from 1 to 255",
    ],
    [
      'decimals as a string',
      { 'eip155:1': [{ ...pusd, decimals: '6' }] },
      "Invalid `tokens` option at tokens['eip155:1'][0].decimals: expected an integer from 1 to 255",
    ],
    [
      'a token that is no object',
      { 'eip155:1': [null] },
      "Invalid `tokens` option at tokens['eip155:1'][0]: expected { address, symbol, decimals }",
    ],
    [
      'a name that is no string',
      { 'eip155:1': [{ ...pusd, name: 5 }] },
      "Invalid `tokens` option at tokens['eip155:1'][0].name: expected a string",
    ],
  ])('refuses %s with a message naming the place', (_case, tokens, message) => {
    expect(() => checkTokensOption(tokens)).toThrow(PorticoError);
    expect(() => checkTokensOption(tokens)).toThrow(message);
  });
});
