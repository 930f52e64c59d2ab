import { describe, expect, it } from 'vitest';
import { toSolanaNetwork } from './solanaNetwork.js';

describe('toSolanaNetwork', () => {
  it('makes the stack’s Solana network a Network with its RPC and WebSocket URLs and SOL', () => {
    const network = toSolanaNetwork({
      caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
      name: 'Portico Solana',
      testnet: false,
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
    });
    expect(network).toMatchObject({
      id: 'BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
      caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
      testnet: false,
    });
  });

  it('refuses a network id that is not CAIP-2', () => {
    expect(() =>
      toSolanaNetwork({
        caipNetworkId: 'solana' as never,
        name: 'x',
        testnet: true,
        rpcUrl: 'u',
        wsUrl: 'w',
      }),
    ).toThrow('Invalid CAIP-2 network id');
  });
});
