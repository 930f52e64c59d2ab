import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAddress } from '../../test/fakeAdapter.js';
import { fakeHistoryClient } from '../../test/fakeHistoryClient.js';
import {
  cleanupPortico,
  connectAndOpen,
  renderPortico,
  seriousViolations,
} from '../../test/renderPortico.js';
import { avatarGradient } from './avatarGradient.js';

afterEach(cleanupPortico);

/** Portico Cloud (a fake client): the Account view's NFTs and Activity tabs need it. */
const withCloud = {
  cloudUrl: 'https://cloud.test',
  createCloudClient: () => fakeHistoryClient({ '': { data: [], next: null } }).client,
};

describe('the Account view', () => {
  it('[§5 display] shows the truncated address, the balance rounded down to 3 decimals and the network', async () => {
    const { portico, user, modal } = renderPortico();
    await connectAndOpen({ portico, user });
    const dialog = modal().getByRole('dialog', { name: 'Account' });
    expect(dialog.textContent).toContain('0xf3…b92266');
    expect(dialog.textContent).toContain('1.234 ETH');
    expect(modal().getByRole('button', { name: 'Network: Portico Devnet' })).toBeTruthy();
  });

  it('copies the full address and says so', async () => {
    const { portico, user, modal } = renderPortico();
    await connectAndOpen({ portico, user });
    await user.click(modal().getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(fakeAddress);
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('Address copied'));
  });

  it('links the address on the block explorer when the network has one', async () => {
    const { portico, user, modal } = renderPortico({
      networks: [{ ...(await import('@portico/core')).ethereum }],
    });
    await connectAndOpen({ portico, user });
    const link = modal().getByRole('link', { name: 'Block Explorer' });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${fakeAddress}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('§4: Disconnect disconnects and closes the modal', async () => {
    const { portico, user, modal } = renderPortico();
    await connectAndOpen({ portico, user });
    await user.click(modal().getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(modal().queryByRole('dialog')).toBeNull();
  });

  it("§8: a wallet that fails to disconnect shows 'Failed to disconnect chains: …' as an error toast", async () => {
    const { portico, user, modal, wallet } = renderPortico();
    await connectAndOpen({ portico, user });
    wallet.rejectNext({ code: 4900, message: 'locked' });
    await user.click(modal().getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(modal().getByRole('status').textContent).toBe('Failed to disconnect chains: locked'),
    );
  });

  it('has Tokens, NFTs and Activity tabs operated with the arrow keys', async () => {
    const { portico, user, modal } = renderPortico(withCloud);
    await connectAndOpen({ portico, user });
    const tokens = modal().getByRole('tab', { name: 'Tokens' });
    expect(tokens.getAttribute('aria-selected')).toBe('true');
    expect(modal().getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy();
    tokens.focus();
    await user.keyboard('{ArrowRight}');
    expect(modal().getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true');
    expect(modal().getByRole('tabpanel', { name: 'NFTs' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    await user.click(modal().getByRole('tab', { name: 'Tokens' }));
    expect(modal().getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy();
  });

  it('§3: the selected tab is core state (currentTab), kept when the view shows again', async () => {
    const { portico, user, modal } = renderPortico(withCloud);
    await connectAndOpen({ portico, user });
    await user.click(modal().getByRole('tab', { name: 'Activity' }));
    expect(portico.getState().accounts.eip155?.currentTab).toBe('Activity');
    await user.click(modal().getByRole('button', { name: 'Network: Portico Devnet' }));
    await user.click(modal().getByRole('button', { name: 'Back' }));
    expect(modal().getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('the Account view without a backend (no cloudUrl)', () => {
  it('shows only the Tokens tab: no NFTs, no Activity, and no error or alert', async () => {
    const { portico, user, modal } = renderPortico();
    await connectAndOpen({ portico, user });
    expect(
      modal()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Tokens']);
    expect(modal().queryByRole('tab', { name: 'NFTs' })).toBeNull();
    expect(modal().queryByRole('tab', { name: 'Activity' })).toBeNull();
    modal().getByRole('tab', { name: 'Tokens' }).focus();
    await user.keyboard('{ArrowRight}{End}');
    expect(modal().getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true');
    expect(portico.getState().alerts.alert).toBeUndefined();
    expect(portico.getState().alerts.toast).toBeUndefined();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('avatarGradient', () => {
  it('is stable for an address and differs between addresses', () => {
    expect(avatarGradient(fakeAddress)).toBe(avatarGradient(fakeAddress.toLowerCase()));
    expect(avatarGradient(fakeAddress)).not.toBe(
      avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    );
    expect(avatarGradient(fakeAddress)).toMatch(/^radial-gradient\(circle at 30% 30%, hsl\(/);
  });
});
