import type { Network } from './network.js';

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 };

function rpc(url: string): Network['rpcUrls'] {
  return { default: { http: [url] }, chainDefault: { http: [url] } };
}

// The CAIP-2 reference of a Solana cluster is the first 32 characters of its genesis hash.

/** Solana mainnet-beta. */
export const solana: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: rpc('https://api.mainnet-beta.solana.com'),
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: false,
};

// Solana's explorers select devnet and testnet with a query parameter, which a base URL cannot
// carry, so these two have no block explorer.

export const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: rpc('https://api.devnet.solana.com'),
  testnet: true,
};

export const solanaTestnet: Network = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: rpc('https://api.testnet.solana.com'),
  testnet: true,
};
