import { describe, expect, it } from 'vitest';
import { isCaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId.js';
import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { builtInNetworks, defaultNetworkId } from './builtInNetworks.js';
import { ethereum, sepolia } from './ethereum.js';
import { getNetworkByCaipId } from './getNetworkByCaipId.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';

describe('builtInNetworks', () => {
  it.each([
    ['§3 Ethereum mainnet', 'eip155:1', false, ethereum],
    ['§3 Sepolia testnet', 'eip155:11155111', true, sepolia],
    ['§3 Solana mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false, solana],
    ['§3 Solana devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true, solanaDevnet],
    ['§3 Solana testnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', true, solanaTestnet],
    ['§3 Bitcoin mainnet', 'bip122:000000000019d6689c085ae165831e93', false, bitcoin],
    ['§3 Bitcoin testnet', 'bip122:000000000933ea01ad0ee984209779ba', true, bitcoinTestnet],
  ])('%s is %s, testnet %s, and is built in', (_label, caipNetworkId, testnet, network) => {
    expect(network.caipNetworkId).toBe(caipNetworkId);
    expect(network.testnet).toBe(testnet);
    expect(builtInNetworks).toContain(network);
    const { chainNamespace, chainId } = parseCaipNetworkId(network.caipNetworkId);
    expect(network.chainNamespace).toBe(chainNamespace);
    expect(String(network.id)).toBe(chainId);
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0);
  });

  it('§3 holds exactly the seven built-in networks, each once', () => {
    const ids = builtInNetworks.map((network) => network.caipNetworkId);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
  });

  it('§9 the default chain eip155:1 is Ethereum mainnet', () => {
    expect(isCaipNetworkId(defaultNetworkId)).toBe(true);
    expect(getNetworkByCaipId(builtInNetworks, defaultNetworkId)).toBe(ethereum);
  });
});
