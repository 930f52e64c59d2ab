import { describe, expect, it } from 'vitest';
import { builtInNetworks } from './builtInNetworks.js';
import { porticoDevnet, porticoTestnet } from './devnet.js';
import { getNetworkByCaipId } from './getNetworkByCaipId.js';

describe('getNetworkByCaipId', () => {
  const networks = [...builtInNetworks, porticoDevnet(), porticoTestnet()];

  it.each([
    ['§3', 'eip155:11155111', 'Sepolia'],
    ['§3', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet'],
    ['§3', 'eip155:31337', 'Portico Devnet'],
    ['§3', 'eip155:31338', 'Portico Testnet'],
    ['§3 unknown chain', 'eip155:2', undefined],
    ['§3 address, not a network id', 'eip155:1:0xab5801a7d398351b8be11c439e05c5b3259aec9b', undefined],
    ['§3 empty', '', undefined],
  ])('%s %j → %s', (_label, caipNetworkId, name) => {
    expect(getNetworkByCaipId(networks, caipNetworkId)?.name).toBe(name);
  });
});
