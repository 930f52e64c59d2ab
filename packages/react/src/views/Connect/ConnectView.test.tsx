import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

describe('the Connect view', () => {
  it.each([
    ['§2 wallet only', {}, ['Fake Wallet', 'All Wallets']],
    [
      '§2 email, social, wallet',
      { email: true, socials: ['google', 'x'] as const },
      ['Continue with email', 'Google', 'X', 'Fake Wallet', 'All Wallets'],
    ],
    ['§2 social without email', { socials: ['github'] as const }, ['GitHub', 'Fake Wallet', 'All Wallets']],
    ['§9 allWallets off', { allWallets: false }, ['Fake Wallet']],
  ])('%s', async (_, features, expected) => {
    const { user, modal } = renderPortico({ features });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const body = modal().getByRole('dialog').querySelector('.body') as HTMLElement;
    const names = within(body)
      .getAllByRole('button')
      .map((button) => button.querySelector('.row-label')?.textContent);
    expect(names).toEqual(expected);
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
    expect(modal().getByText('No wallet found')).toBeTruthy();
    await user.type(search, '{Backspace>15/}fake');
    expect(modal().getByRole('button', { name: /Fake Wallet/ })).toBeTruthy();
  });
});
