import { constants, porticoDevnet, porticoTestnet } from '@portico/core';
import { toSolanaNetwork } from '@portico/devnet';
import { describe, expect, it } from 'vitest';
import { requestedNamespaces } from './sessionNamespaces.js';

const solanaLocal = toSolanaNetwork({
  caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
  name: 'Portico Solana',
  testnet: false,
  rpcUrl: 'http://127.0.0.1:8899',
  wsUrl: 'ws://127.0.0.1:8900',
});

describe('requestedNamespaces', () => {
  it('asks for every configured chain per namespace with the §9 methods, the events and an rpcMap entry for each', () => {
    const requested = requestedNamespaces([porticoDevnet(8545), porticoTestnet(8546), solanaLocal], {
      'eip155:31338': 'http://127.0.0.1:9999',
    });
    expect(requested).toEqual({
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: [...constants.walletMethods.eip155],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: {
          '31337': 'http://127.0.0.1:8545',
          'eip155:31337': 'http://127.0.0.1:8545',
          '31338': 'http://127.0.0.1:9999',
          'eip155:31338': 'http://127.0.0.1:9999',
        },
      },
      solana: {
        chains: [solanaLocal.caipNetworkId],
        methods: [...constants.walletMethods.solana],
        events: ['accountsChanged', 'chainChanged'],
        rpcMap: {
          BkazBpJqaFdcFxd7maXbDXccPkwahbLs: 'http://127.0.0.1:8899',
          [solanaLocal.caipNetworkId]: 'http://127.0.0.1:8899',
        },
      },
    });
    expect(requested.eip155?.methods).toContain('personal_sign');
    // EIP-5792: a wallet that supports batched calls is asked for them, and they reach it through the session.
    expect(requested.eip155?.methods).toEqual(
      expect.arrayContaining([
        'wallet_sendCalls',
        'wallet_getCallsStatus',
        'wallet_getCapabilities',
        'wallet_showCallsStatus',
      ]),
    );
    expect(requested.solana?.methods).toContain('solana_signMessage');
  });

  it('leaves out a namespace without configured networks', () => {
    expect(Object.keys(requestedNamespaces([porticoDevnet(8545)]))).toEqual(['eip155']);
  });

  it('§7 with Portico Cloud configured, the rpcMap points at its RPC proxy; a dApp override still wins', () => {
    const proxy = (chainId: string) => `http://127.0.0.1:4100/v1?chainId=${chainId}&projectId=p1`;
    const throughCloud = <N extends ReturnType<typeof porticoDevnet>>(network: N): N => ({
      ...network,
      rpcUrls: { ...network.rpcUrls, cloud: { http: [proxy(network.caipNetworkId)] } },
    });
    const requested = requestedNamespaces(
      [throughCloud(porticoDevnet(8545)), throughCloud(porticoTestnet(8546))],
      {
        'eip155:31338': 'http://127.0.0.1:9999',
      },
    );
    expect(requested.eip155?.rpcMap).toEqual({
      '31337': proxy('eip155:31337'),
      'eip155:31337': proxy('eip155:31337'),
      '31338': 'http://127.0.0.1:9999',
      'eip155:31338': 'http://127.0.0.1:9999',
    });
  });
});
