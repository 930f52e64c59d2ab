import { type Network, solana, solanaDevnet, solanaTestnet } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { isWalletChainOf, supportedNetworks, walletChainOf } from './walletChains.js';

const local: Network = {
  ...solana,
  id: 'BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
  caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

describe('Wallet Standard chains and Portico networks', () => {
  it('names the public clusters by their Wallet Standard name or their CAIP-2 id', () => {
    expect(isWalletChainOf('solana:mainnet', solana)).toBe(true);
    expect(isWalletChainOf('solana:devnet', solanaDevnet)).toBe(true);
    expect(isWalletChainOf('solana:testnet', solanaTestnet)).toBe(true);
    expect(isWalletChainOf(solanaDevnet.caipNetworkId, solanaDevnet)).toBe(true);
    expect(isWalletChainOf('solana:mainnet', solanaDevnet)).toBe(false);
    expect(isWalletChainOf('solana:localnet', solana)).toBe(false);
  });

  it('takes solana:localnet for a network on this machine, and nothing for another namespace', () => {
    expect(isWalletChainOf('solana:localnet', local)).toBe(true);
    const bad = { ...local, rpcUrls: { default: { http: ['not a url'] } } };
    expect(isWalletChainOf('solana:localnet', bad)).toBe(false);
    const evm = { ...local, chainNamespace: 'eip155' as const, caipNetworkId: 'eip155:1' as const };
    expect(isWalletChainOf('eip155:1', evm)).toBe(false);
  });

  it('keeps the dApp’s order of the networks a wallet lists, and the wallet’s own name for one', () => {
    const chains = ['solana:devnet', 'solana:mainnet'];
    expect(supportedNetworks(chains, [solanaTestnet, solana, solanaDevnet])).toEqual([solana, solanaDevnet]);
    expect(walletChainOf(chains, solana)).toBe('solana:mainnet');
    expect(walletChainOf(chains, local)).toBeUndefined();
  });
});
