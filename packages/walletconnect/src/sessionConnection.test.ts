import { porticoTestnet } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { currentChains, type SessionLike, sessionChains, toWalletConnection } from './sessionConnection.js';

const evm = '0x1111111111111111111111111111111111111111';
const sol = '4Nd1mYQmfo2dR8pB9xSzmZsPcdTBdYVt2dbw4cYtjuW3';
const solanaChain = 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs';
const session: SessionLike = {
  topic: 't',
  namespaces: {
    eip155: {
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${evm}`, `eip155:31338:${evm}`],
    },
    solana: { accounts: [`${solanaChain}:${sol}`] },
    cosmos: { chains: ['cosmos:cosmoshub-4'], accounts: ['cosmos:cosmoshub-4:cosmos1xyz'] },
  },
};

describe('a session as a WalletConnection', () => {
  it('keeps the chains of the namespaces Portico serves, from `chains` or else the accounts', () => {
    expect(sessionChains(session)).toEqual(['eip155:31337', 'eip155:31338', solanaChain]);
  });

  it('is on the requested network where the session has it, else on the namespace’s first chain', () => {
    expect(currentChains(session, [porticoTestnet(8546)])).toEqual({
      eip155: 'eip155:31338',
      solana: solanaChain,
    });
    expect(currentChains(session, [])).toEqual({ eip155: 'eip155:31337', solana: solanaChain });
  });

  it('stays on the network the session was last on when the session still has it', () => {
    const requested = [porticoTestnet(8546)];
    expect(currentChains(session, requested, { eip155: 'eip155:31337' }).eip155).toBe('eip155:31337');
    expect(currentChains(session, requested, { eip155: 'eip155:1' }).eip155).toBe('eip155:31338');
  });

  it('reports each address once, on its namespace’s current network, as eoa; no network switching beyond the session', () => {
    const current = currentChains(session, [porticoTestnet(8546)]);
    expect(toWalletConnection('walletConnect', session, current)).toEqual({
      connectorId: 'walletConnect',
      accounts: [
        { caipAddress: `eip155:31338:${evm}`, type: 'eoa' },
        { caipAddress: `${solanaChain}:${sol}`, type: 'eoa' },
      ],
      caipNetworkIds: { eip155: 'eip155:31338', solana: solanaChain },
      approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338', solanaChain],
      supportsAllNetworks: false,
    });
  });
});
