import type { Network } from './network.js';

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

// The CAIP-2 reference of a bip122 chain is the first 32 hex characters of its genesis block hash.
// Bitcoin has no public JSON-RPC; the URLs are the public Esplora-style REST API.

export const bitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: {
    default: { http: ['https://mempool.space/api'] },
    chainDefault: { http: ['https://mempool.space/api'] },
  },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
};

/** Bitcoin testnet3. */
export const bitcoinTestnet: Network = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: {
    default: { http: ['https://mempool.space/testnet/api'] },
    chainDefault: { http: ['https://mempool.space/testnet/api'] },
  },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
};
