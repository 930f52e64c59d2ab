import { solana } from '@portico/core';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, connectAndOpen, devnet, renderPortico, testnet } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

describe('switching network', () => {
  it('§2: NetworkButton opens the list; picking a network asks the wallet, then returns to the list', async () => {
    const { portico, user, modal, wallet } = renderPortico();
    await act(() => portico.connect('io.portico.fake'));
    await user.click(screen.getByRole('button', { name: 'Portico Devnet' }));
    await user.click(await modal().findByRole('button', { name: /Portico Testnet/ }));

    await waitFor(() =>
      expect(
        modal()
          .getByRole('button', { name: /Portico Testnet/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(modal().getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
    expect(wallet.requests).toEqual(['connect', 'switchNetwork']);
    expect(screen.getByRole('button', { name: 'Portico Testnet' })).toBeTruthy();
  });

  it('§8: a failed switch shows the message; Retry asks again', async () => {
    const { portico, user, modal, wallet } = renderPortico();
    await connectAndOpen({ portico, user });
    await user.click(modal().getByRole('button', { name: 'Network: Portico Devnet' }));
    wallet.rejectNext({ code: 4902, message: 'Unrecognized chain ID' });
    await user.click(await modal().findByRole('button', { name: /Portico Testnet/ }));

    expect((await modal().findByRole('alert')).textContent).toBe('Chain is not supported');
    await user.click(modal().getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(portico.getState().networks.activeCaipNetwork.name).toBe('Portico Testnet'));
    expect(wallet.requests).toEqual(['connect', 'switchNetwork', 'switchNetwork']);
  });

  it('§2: a switch that opened the modal on SwitchNetwork closes it once the wallet switched', async () => {
    const { portico, wallet } = renderPortico();
    await act(() => portico.connect('io.portico.fake'));
    await act(() => portico.switchNetwork(testnet));
    await waitFor(() => expect(portico.getState().networks.activeCaipNetwork.name).toBe('Portico Testnet'));
    expect(portico.getState().modal.open).toBe(false);
    expect(wallet.requests).toEqual(['connect', 'switchNetwork']);
  });

  it('§4: a wallet on an unknown chain shows UnsupportedChain, where a supported network can be picked', async () => {
    const { portico, user, modal, wallet } = renderPortico();
    await act(() => portico.connect('io.portico.fake'));
    act(() => wallet.jumpToChain(999));
    expect(await modal().findByRole('dialog', { name: 'Switch Network' })).toBeTruthy();
    expect(await modal().findByText(/doesn't support your current network/)).toBeTruthy();
    await user.click(modal().getByRole('button', { name: /Portico Devnet/ }));
    await waitFor(() => expect(wallet.requests).toContain('switchNetwork'));
  });

  it('§2: a network of another chain family while connected shows SwitchActiveChain, which continues to Connect', async () => {
    const { portico, user, modal } = renderPortico({ networks: [devnet, solana] });
    await act(() => portico.connect('io.portico.fake'));
    await user.click(screen.getByRole('button', { name: 'Portico Devnet' }));
    await user.click(await modal().findByRole('button', { name: /Solana/ }));

    expect(await modal().findByRole('dialog', { name: 'Switch Chain' })).toBeTruthy();
    await user.click(await modal().findByRole('button', { name: 'Switch' }));
    expect(await modal().findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(portico.getState().networks.activeCaipNetwork.caipNetworkId).toBe(solana.caipNetworkId);
  });
});
