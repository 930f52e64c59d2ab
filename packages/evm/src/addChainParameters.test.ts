import { ethereum, porticoTestnet } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { addChainParameters } from './addChainParameters.js';

describe('addChainParameters', () => {
  it('§7 gives chainId (hex), chainName, nativeCurrency, rpcUrls and the explorer', () => {
    expect(addChainParameters(ethereum)).toEqual({
      chainId: '0x1',
      chainName: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://ethereum-rpc.publicnode.com'],
      blockExplorerUrls: ['https://etherscan.io'],
    });
  });

  it('§7 leaves blockExplorerUrls out when the network has no explorer', () => {
    const parameters = addChainParameters(porticoTestnet(9999));
    expect(parameters).toEqual({
      chainId: '0x7a6a',
      chainName: 'Portico Testnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:9999'],
    });
    expect('blockExplorerUrls' in parameters).toBe(false);
  });

  it.each([
    [
      '§7',
      { default: { http: ['https://proxy.example/v1'] }, chainDefault: { http: ['https://chain.example'] } },
      ['https://chain.example'],
    ],
    ['§7', { default: { http: ['https://proxy.example/v1'] } }, ['https://proxy.example/v1']],
  ])('%s gives the wallet the chain’s own RPC URLs when known (%o)', (_section, rpcUrls, expected) => {
    expect(addChainParameters({ ...ethereum, rpcUrls }).rpcUrls).toEqual(expected);
  });
});
