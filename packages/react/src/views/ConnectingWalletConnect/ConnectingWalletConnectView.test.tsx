import type { ConnectorContext, ConnectorSource, WalletConnection } from '@portico/core/adapters';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAdapter, fakeAddress } from '../../test/fakeAdapter.js';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const uris = ['wc:first@2?relay-protocol=irn&symKey=aa', 'wc:second@2?relay-protocol=irn&symKey=bb'];

/** A WalletConnect source whose pairing the test drives: it shows a URI, may replace it, and approves on demand. */
function fakeWalletConnect() {
  let context: ConnectorContext | undefined;
  let approve: (() => void) | undefined;
  const display = (uri: string) =>
    context?.emit({ type: 'display', connectorId: 'walletConnect', display: { kind: 'uri', uri } });
  const session: WalletConnection = {
    connectorId: 'walletConnect',
    accounts: [{ caipAddress: `eip155:31337:${fakeAddress}`, type: 'eoa' }],
    caipNetworkIds: { eip155: 'eip155:31337' },
    approvedCaipNetworkIds: ['eip155:31337'],
    supportsAllNetworks: false,
  };
  const source: ConnectorSource = {
    id: 'walletConnect',
    namespaces: ['eip155'],
    setup(ctx) {
      context = ctx;
      ctx.emit({
        type: 'connectors',
        connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      });
    },
    connect: () =>
      new Promise((resolve) => {
        display(uris[0] as string);
        approve = () => resolve(session);
      }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    getProvider: async () => ({}),
  };
  return { source, expire: () => display(uris[1] as string), approve: () => approve?.() };
}

describe('the ConnectingWalletConnect view (§2)', () => {
  it('shows the pairing URI as a QR code, follows a fresh URI, copies it, and closes once the wallet approves', async () => {
    const wallet = createFakeAdapter();
    const walletConnect = fakeWalletConnect();
    const { user, modal, portico } = renderPortico({
      adapters: [wallet.adapter],
      connectors: [wallet.source, walletConnect.source],
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.click(modal().getByRole('button', { name: /WalletConnect/ }));
    const qr = await modal().findByRole('img', { name: 'QR code to connect your wallet' });
    expect(portico.getState().router.view).toBe('ConnectingWalletConnect');
    const firstPath = qr.querySelector('path')?.getAttribute('d');
    expect(firstPath).toMatch(/^M\d/);

    act(() => walletConnect.expire());
    const fresh = modal().getByRole('img', { name: 'QR code to connect your wallet' });
    expect(fresh.querySelector('path')?.getAttribute('d')).not.toBe(firstPath);

    await user.click(modal().getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(uris[1]);

    await act(async () => walletConnect.approve());
    await screen.findByRole('button', { name: /^0xf3…b92266/ });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('says so when the dApp has no WalletConnect', async () => {
    const { portico, modal } = renderPortico();
    await act(() => portico.open({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } }));
    expect(await modal().findByText('WalletConnect is not set up for this site.')).toBeTruthy();
  });
});
