import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, focusedInModal, modalRoot, renderPortico } from '../test/renderPortico.js';

afterEach(cleanupPortico);

describe('the modal dialog', () => {
  it('§2: renders into a shadow root on an element appended to document.body', async () => {
    const { user, modal } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const host = modalRoot().host;
    expect(host.parentElement).toBe(document.body);
    const dialog = modal().getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Page queries do not reach into the shadow root.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['§2 disableAppend', { disableAppend: true }],
    ['§2 embedded', { embedded: true }],
  ])('%s: renders in place, not at the end of the body', (_, options) => {
    const { container } = renderPortico(options);
    expect(container.contains(modalRoot().host)).toBe(true);
  });

  it('§2 embedded: is always shown, inline, with no modal overlay', () => {
    const { modal } = renderPortico({ embedded: true });
    expect(modal().getByRole('region', { name: 'Connect Wallet' })).toBeTruthy();
    expect(modal().queryByRole('dialog')).toBeNull();
  });

  it('first paint after open() is synchronous: the view renders from state without waiting', () => {
    const { portico, wallet, modal } = renderPortico();
    wallet.holdRequests();
    act(() => {
      void portico.open();
    });
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(modal().getByRole('button', { name: /Fake Wallet/ })).toBeTruthy();
  });

  it('moves focus into the dialog, traps Tab and Shift+Tab, and Escape closes with focus back on the opener', async () => {
    const { user, modal } = renderPortico();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Connect Wallet' });
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');

    const wallet = modal().getByRole('button', { name: /Fake Wallet/ });
    const allWallets = modal().getByRole('button', { name: 'All Wallets' });
    const close = modal().getByRole('button', { name: 'Close' });
    expect(focusedInModal()).toBe(wallet);
    await user.tab();
    expect(focusedInModal()).toBe(allWallets);
    await user.tab();
    expect(focusedInModal()).toBe(close);
    await user.tab();
    expect(focusedInModal()).toBe(wallet);
    await user.tab({ shift: true });
    expect(focusedInModal()).toBe(close);

    await user.keyboard('{Escape}');
    expect(modal().queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('§2: Back pops the view history and Close closes', async () => {
    const { user, modal, portico } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(modal().getByRole('button', { name: 'All Wallets' }));
    expect(await modal().findByRole('dialog', { name: 'All Wallets' })).toBeTruthy();
    await user.click(modal().getByRole('button', { name: 'Back' }));
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    await user.click(modal().getByRole('button', { name: 'Close' }));
    expect(modal().queryByRole('dialog')).toBeNull();
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§2: a click on the backdrop closes; a click inside the dialog does not', async () => {
    const { user, modal, portico } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.click(modal().getByRole('dialog'));
    expect(portico.getState().modal.open).toBe(true);
    const overlay = modal().getByRole('dialog').parentElement;
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4: the dialog shakes while core says so', async () => {
    const { user, modal, portico } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    act(() => portico.shake());
    expect(modal().getByRole('dialog').getAttribute('data-shake')).toBe('true');
  });
});

describe('isolation and theme', () => {
  it('cuts inherited host styles at the shadow boundary and resets them at the root', () => {
    renderPortico({ embedded: true });
    const css = Array.from(modalRoot().querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toMatch(/:host \{ all: initial !important;/);
    for (const property of [
      'font-family',
      'font-size',
      'line-height',
      'color',
      'letter-spacing',
      'text-align',
    ]) {
      expect(css).toMatch(new RegExp(`\\.root \\{[^}]*\\n  ${property}:`));
    }
  });

  it('§9: the modal is 360px wide and uses the §2 and §9 animation times', () => {
    renderPortico({ embedded: true });
    const css = modalRoot().querySelector('style')?.textContent ?? '';
    expect(css).toContain('width: 360px');
    expect(css).toContain('portico-shake 500ms');
    expect(css).toContain('portico-fade 120ms');
    expect(css).toContain('height 150ms');
    expect(css).toContain('.view { padding: 0 16px 16px; animation: portico-fade 150ms');
  });

  it('applies themeVariables to the host and the theme mode to the root', () => {
    const { portico } = renderPortico({
      embedded: true,
      themeMode: 'dark',
      themeVariables: { '--portico-accent': 'rgb(1, 2, 3)', '--portico-z-index': 5 },
    });
    const host = modalRoot().host as HTMLElement;
    expect(host.style.getPropertyValue('--portico-accent')).toBe('rgb(1, 2, 3)');
    expect(host.style.getPropertyValue('--portico-z-index')).toBe('5');
    expect(modalRoot().querySelector('.root')?.getAttribute('data-theme')).toBe('dark');
    act(() => portico.setThemeMode('light'));
    expect(modalRoot().querySelector('.root')?.getAttribute('data-theme')).toBe('light');
  });
});
