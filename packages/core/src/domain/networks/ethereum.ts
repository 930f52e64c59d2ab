import type { Network } from './network.js';

/** Ethereum mainnet, eip155:1. */
export const ethereum: Network = {
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://ethereum-rpc.publicnode.com'] },
    chainDefault: { http: ['https://ethereum-rpc.publicnode.com'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  // ENS's universal resolver on mainnet, as viem's mainnet chain names it.
  contracts: { ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' } },
  testnet: false,
};

/** Sepolia testnet, eip155:11155111. */
export const sepolia: Network = {
  id: 11155111,
  name: 'Sepolia',
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] },
    chainDefault: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] },
  },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
};
