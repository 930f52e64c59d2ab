import type { Features } from '@portico/core';
import type { ConnectorSource } from '@portico/core/adapters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeAdapter } from '../../test/fakeAdapter.js';
import { fakeHistoryClient } from '../../test/fakeHistoryClient.js';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

/** The social buttons load on demand: slow on a loaded machine. */
const socialButtonsLoaded = { timeout: 5_000 };
afterEach(cleanupPortico);

/** An embedded wallet's AUTH connector: only its presence matters to the Connect view. */
const authSource: ConnectorSource = {
  id: 'auth',
  namespaces: ['eip155'],
  setup: (context) =>
    context.emit({
      type: 'connectors',
      connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
    }),
  connect: () => Promise.reject(new Error('not in this test')),
  reconnect: async () => undefined,
  disconnect: async () => {},
  getProvider: () => Promise.reject(new Error('not in this test')),
};

/** The Connect view's row labels (else button texts), in order: email's Continue comes first. */
async function connectRows(options: Parameters<typeof renderPortico>[0]) {
  const { user, modal } = renderPortico(options);
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  const body = modal().getByRole('dialog').querySelector('.body') as HTMLElement;
  return within(body)
    .getAllByRole('button')
    .map((button) => button.querySelector('.row-label')?.textContent ?? button.textContent);
}

describe('the Connect view', () => {
  it('issue 7: the email row only when a connector can log in that way', async () => {
    const features: Features = { email: true };
    expect(await connectRows({ features })).toEqual(['Fake Wallet', 'All Wallets']);
  });

  it.each([
    ['§2 wallet only', {}, ['Fake Wallet', 'All Wallets']],
    ['§2 email, wallet', { email: true }, ['Continue', 'Fake Wallet', 'All Wallets']],
    ['§9 allWallets off', { allWallets: false }, ['Fake Wallet']],
  ])('%s (with an AUTH connector)', async (_, features, expected) => {
    const wallet = createFakeAdapter();
    const names = await connectRows({
      features,
      adapters: [wallet.adapter],
      connectors: [wallet.source, authSource],
      // Email login needs Portico Cloud (a fake client whose remote config never answers).
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => fakeHistoryClient({}).client,
    });
    expect(names).toEqual(expected);
  });

  it('§2 email, social, wallet: the social logins in the listed order, Farcaster among them', async () => {
    const wallet = createFakeAdapter();
    const { user, modal } = renderPortico({
      features: { email: true, socials: ['google', 'farcaster', 'x'] },
      adapters: [wallet.adapter],
      connectors: [wallet.source, authSource],
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => fakeHistoryClient({}).client,
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const body = modal().getByRole('dialog').querySelector('.body') as HTMLElement;
    await within(body).findByRole('button', { name: 'Continue with Google' }, socialButtonsLoaded);
    const names = within(body)
      .getAllByRole('button')
      .map(
        (button) =>
          button.getAttribute('aria-label') ??
          button.querySelector('.row-label')?.textContent ??
          button.textContent,
      );
    expect(names).toEqual([
      'Continue',
      'Continue with Google',
      'Continue with Farcaster',
      'Continue with X',
      'Fake Wallet',
      'All Wallets',
    ]);
  });

  it('without a backend (no cloudUrl) email and social login are hidden, even with an AUTH connector', async () => {
    const wallet = createFakeAdapter();
    const names = await connectRows({
      features: { email: true, socials: ['google', 'x'] },
      adapters: [wallet.adapter],
      connectors: [wallet.source, authSource],
    });
    expect(names).toEqual(['Fake Wallet', 'All Wallets']);
  });

  it("is busy while the project's features are on their way (email and social may still appear above the wallets)", async () => {
    const waiting = renderPortico({
      cloudUrl: 'https://cloud.test',
      // A remote configuration that never answers.
      createCloudClient: () => fakeHistoryClient({}).client,
    });
    await waiting.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const view = waiting.modal().getByRole('dialog').querySelector('.body .view') as HTMLElement;
    expect(view.getAttribute('aria-busy')).toBe('true');
    cleanupPortico();
    const local = renderPortico({});
    await local.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const settled = local.modal().getByRole('dialog').querySelector('.body .view') as HTMLElement;
    expect(settled.getAttribute('aria-busy')).toBe('false');
  });

  it('§9 legal checkbox: connecting is disabled until the terms are accepted', async () => {
    const { user, modal } = renderPortico({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://example.test/terms',
      privacyPolicyUrl: 'https://example.test/privacy',
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const wallet = modal().getByRole('button', { name: /Fake Wallet/ }) as HTMLButtonElement;
    expect(wallet.disabled).toBe(true);
    expect(modal().getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.test/terms',
    );
    await user.click(
      modal().getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }),
    );
    expect(wallet.disabled).toBe(false);
  });

  it('§3 branding: "Powered by Portico" under the methods by default; the dApp or its project turns it off', async () => {
    const shown = renderPortico({});
    await shown.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(shown.modal().getByText('Powered by Portico')).toBeTruthy();
    cleanupPortico();
    const off = renderPortico({ features: { reownBranding: false } });
    await off.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    off.modal().getByRole('dialog', { name: 'Connect Wallet' });
    expect(off.modal().queryByText('Powered by Portico')).toBeNull();
  });

  it('§3 branding off in the project’s remote configuration: not shown', async () => {
    const client = fakeHistoryClient({}).client;
    client.getProjectConfig = async () => ({
      features: {
        email: false,
        socials: false,
        swaps: false,
        onramp: false,
        activity: true,
        reownBranding: false,
        multiWallet: false,
      },
    });
    const { user, modal } = renderPortico({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => client,
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await waitFor(() => expect(modal().getByRole('dialog').getAttribute('aria-busy')).not.toBe('true'));
    await waitFor(() => expect(modal().queryByText('Powered by Portico')).toBeNull());
  });
});

describe('the AllWallets view', () => {
  it('filters the wallets by the search box', async () => {
    const { user, modal } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.click(modal().getByRole('button', { name: 'All Wallets' }));
    const search = await modal().findByRole('searchbox', { name: 'Search wallets' });
    expect(modal().getByRole('button', { name: /Fake Wallet/ })).toBeTruthy();
    await user.type(search, 'nothing like it');
    expect(modal().queryByRole('button', { name: /Fake Wallet/ })).toBeNull();
    // The registry's answer comes 300 ms after the typing pauses (§9).
    expect(await modal().findByText('No wallet found')).toBeTruthy();
    await user.type(search, '{Backspace>15/}fake');
    expect(modal().getByRole('button', { name: /Fake Wallet/ })).toBeTruthy();
  });
});
