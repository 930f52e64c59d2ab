import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnector } from '../test/fakeAdapter.js';
import { cleanupPortico, renderPortico } from '../test/renderPortico.js';
import { type UseAccountResult, useAccount } from './useAccount.js';
import { type UseNetworkResult, useNetwork } from './useNetwork.js';

afterEach(cleanupPortico);

interface Seen {
  account?: UseAccountResult;
  network?: UseNetworkResult;
}

function Probe({ seen }: { seen: Seen }) {
  seen.account = useAccount();
  seen.network = useNetwork();
  return null;
}

describe('hooks', () => {
  it('follow the account and the network through connect and disconnect', async () => {
    const seen: Seen = {};
    const { portico } = renderPortico({}, <Probe seen={seen} />);
    expect(seen.account).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined });
    expect(seen.network).toMatchObject({ caipNetworkId: 'eip155:31337', chainId: 31337 });

    await act(() => portico.connect(fakeConnector.id));
    expect(seen.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      balance: '1.23456789',
      balanceSymbol: 'ETH',
    });

    await act(() => portico.disconnect());
    expect(seen.account).toMatchObject({ isConnected: false, address: undefined });
  });

  it('useNetwork().switchNetwork runs core’s §2 switching rules: SwitchNetwork switches, then closes', async () => {
    const seen: Seen = {};
    const { portico } = renderPortico({}, <Probe seen={seen} />);
    await act(() => seen.network?.switchNetwork('eip155:31338'));
    await waitFor(() => expect(seen.network?.caipNetworkId).toBe('eip155:31338'));
    await waitFor(() => expect(portico.getState().modal.open).toBe(false));
  });
});
