import { describe, expect, it } from 'vitest';
import { parseAddChainParameters } from './addChainParameters.js';

const valid = {
  chainId: '0x7a69',
  chainName: 'Portico Devnet',
  rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrls: ['http://127.0.0.1:4000'],
};

describe('parseAddChainParameters (EIP-3085)', () => {
  it.each([
    ['§7', 'all fields', valid],
    ['§7', 'no blockExplorerUrls', { ...valid, blockExplorerUrls: undefined }],
    ['§7', 'null blockExplorerUrls', { ...valid, blockExplorerUrls: null }],
  ])('%s accepts %s and keeps the first RPC URL', (_, __, parameter) => {
    expect(parseAddChainParameters([parameter])).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      name: 'Portico Devnet',
    });
  });

  it.each([
    ['§7', 'no parameter', [], 'expected [AddEthereumChainParameter]'],
    ['§7', 'a decimal chainId', [{ ...valid, chainId: '31337' }], 'chainId must be a hex string'],
    ['§7', 'a numeric chainId', [{ ...valid, chainId: 31337 }], 'chainId must be a hex string'],
    ['§7', 'a zero-padded chainId', [{ ...valid, chainId: '0x07a69' }], 'chainId must be a hex string'],
    ['§7', 'an empty chainName', [{ ...valid, chainName: '' }], 'chainName must be a non-empty string'],
    ['§7', 'empty rpcUrls', [{ ...valid, rpcUrls: [] }], 'rpcUrls must be a non-empty list of URLs'],
    [
      '§7',
      'a string rpcUrls',
      [{ ...valid, rpcUrls: 'http://127.0.0.1:8545' }],
      'rpcUrls must be a non-empty',
    ],
    ['§7', 'no nativeCurrency', [{ ...valid, nativeCurrency: undefined }], 'nativeCurrency is required'],
    ['§7', 'no currency symbol', [{ ...valid, nativeCurrency: { name: 'Ether', decimals: 18 } }], 'a symbol'],
    [
      '§7',
      'fractional decimals',
      [{ ...valid, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }],
      'decimals must be a non-negative integer',
    ],
    ['§7', 'empty blockExplorerUrls', [{ ...valid, blockExplorerUrls: [] }], 'blockExplorerUrls must be'],
  ])('%s rejects %s with -32602', (_, __, params, reason) => {
    expect(() => parseAddChainParameters(params)).toThrow(expect.objectContaining({ code: -32602 }));
    expect(() => parseAddChainParameters(params)).toThrow(reason);
  });
});
