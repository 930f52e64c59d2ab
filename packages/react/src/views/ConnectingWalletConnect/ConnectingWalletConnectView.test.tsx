import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAdapter } from '../../test/fakeAdapter.js';
import { fakeWalletConnect } from '../../test/fakeWalletConnect.js';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const uris = ['wc:first@2?relay-protocol=irn&symKey=aa', 'wc:second@2?relay-protocol=irn&symKey=bb'];

describe('the ConnectingWalletConnect view (§2)', () => {
  it('shows the pairing URI as a QR code, follows a fresh URI, copies it, and closes once the wallet approves', async () => {
    const wallet = createFakeAdapter();
    const walletConnect = fakeWalletConnect(uris[0]);
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

    act(() => walletConnect.showUri(uris[1] as string));
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
