import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHistoryClient } from '../../test/fakeHistoryClient.js';
import { cleanupPortico, devnet, renderPortico, testnet } from '../../test/renderPortico.js';
import { WalletImage } from './WalletImage.js';

afterEach(cleanupPortico);

describe('wallet logos', () => {
  it('a wallet with a logo shows it, lazily by URL; where it fails to load, the initials tile', () => {
    const { container } = render(
      <WalletImage name="MetaMask" src="https://cloud.test/getWalletImage/metamask" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cloud.test/getWalletImage/metamask');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('.letter-tile')).toBeNull();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.letter-tile')?.textContent).toBe('M');
  });

  it('a registry wallet row shows its logo (no-backend: the snapshot’s data: URL)', async () => {
    const logo = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const { portico, modal } = renderPortico({
      loadImage: async () => {},
      loadRegistrySnapshot: async () => [
        {
          id: 'logo-wallet',
          name: 'Logo Wallet',
          rdns: null,
          mobile_link: 'logo://',
          desktop_link: null,
          webapp_link: null,
          chains: [devnet.caipNetworkId],
          order: 1,
          image: logo,
        },
      ],
    });
    await act(() => portico.open());
    const row = await modal().findByRole('button', { name: /Logo Wallet/ });
    expect(row.querySelector('img')?.getAttribute('src')).toBe(logo);
  });

  it('the Connect view shows placeholder rows (aria-busy) while the registry’s wallets are asked for', async () => {
    const { portico, modal } = renderPortico({ loadRegistrySnapshot: () => new Promise(() => {}) });
    await act(() => portico.open());
    await waitFor(() => expect(modal().getByRole('dialog').querySelector('.skeleton-row')).not.toBeNull());
    const skeleton = modal().getByRole('dialog').querySelector('.skeleton-list');
    expect(skeleton?.getAttribute('aria-busy')).toBe('true');
  });
});

describe('network icons', () => {
  it('§3 assets.imageUrl in the Networks view and on the network button; the cloud’s image otherwise', async () => {
    const { portico, user, modal } = renderPortico({
      networks: [{ ...devnet, assets: { imageUrl: 'https://dapp.test/devnet.svg' } }, testnet],
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => fakeHistoryClient({ '': { data: [], next: null } }).client,
    });
    const button = screen.getByRole('button', { name: 'Portico Devnet' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://dapp.test/devnet.svg');
    await user.click(button);
    const devnetRow = await modal().findByRole('button', { name: /Portico Devnet/ });
    expect(devnetRow.querySelector('img')?.getAttribute('src')).toBe('https://dapp.test/devnet.svg');
    const testnetRow = modal().getByRole('button', { name: /Portico Testnet/ });
    expect(testnetRow.querySelector('img')?.getAttribute('src')).toMatch(
      /^https:\/\/cloud\.test\/public\/getAssetImage\/eip155%3A31338\?projectId=test-project&st=/,
    );
    expect(portico.getState().backend.images?.baseUrl).toBe('https://cloud.test');
  });

  it('without a cloud or assets: the network’s initial', async () => {
    const { user, modal } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Portico Devnet' }));
    const row = await modal().findByRole('button', { name: /Portico Testnet/ });
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('.letter-tile')?.textContent).toBe('P');
  });
});
