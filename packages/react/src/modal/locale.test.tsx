import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '../hooks/useLocale.js';
import { cleanupPortico, renderPortico } from '../test/renderPortico.js';

afterEach(cleanupPortico);

function LocaleSwitch() {
  const { locale, dir, setLocale } = useLocale();
  return (
    <button type="button" onClick={() => void setLocale(locale === 'de' ? 'ja' : 'de')}>
      {`locale ${locale} ${dir}`}
    </button>
  );
}

describe('the modal in the visitor’s language (issue 28, Languages)', () => {
  it("with `locale: 'ar'` the dialog is right to left, in Arabic, with the Arabic Connect title", async () => {
    const { portico, modal } = renderPortico({ locale: 'ar' });
    await waitFor(() => expect(portico.getState().locale.locale).toBe('ar'));
    await act(() => portico.open());
    const dialog = modal().getByRole('dialog', { name: 'ربط المحفظة' });
    expect(dialog.getAttribute('dir')).toBe('rtl');
    expect(dialog.getAttribute('lang')).toBe('ar');
    expect(modal().getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(modal().getByRole('button', { name: 'كل المحافظ' })).toBeTruthy();
  });

  it('switching the locale at run time re-renders the open modal without reopening it', async () => {
    const { portico, modal, user } = renderPortico({}, <LocaleSwitch />);
    await act(() => portico.open());
    const dialog = modal().getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('lang')).toBe('en');
    expect(dialog.getAttribute('dir')).toBe('ltr');
    await user.click(screen.getByRole('button', { name: 'locale en ltr' }));
    await waitFor(() => expect(modal().getByRole('dialog', { name: 'Wallet verbinden' })).toBe(dialog));
    expect(dialog.getAttribute('lang')).toBe('de');
    expect(modal().getByRole('button', { name: 'Schließen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'locale de ltr' }));
    await waitFor(() => expect(modal().getByRole('dialog', { name: 'ウォレットを接続' })).toBe(dialog));
    await act(() => portico.setLocale('he'));
    expect(modal().getByRole('dialog', { name: 'חיבור ארנק' }).getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'locale he rtl' })).toBeTruthy();
    expect(portico.getState().modal.open).toBe(true);
  });

  it('the page button follows the locale unless the dApp gives its own label', async () => {
    const { portico } = renderPortico();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    await act(() => portico.setLocale('fr'));
    expect(screen.getByRole('button', { name: 'Connecter un wallet' })).toBeTruthy();
  });

  it('a lazily loaded view paints its part of the catalogue in the locale, and follows a change of locale', async () => {
    const { portico, modal } = renderPortico({ locale: 'de' });
    await waitFor(() => expect(portico.getState().locale.locale).toBe('de'));
    await act(() => portico.open({ view: 'AllWallets' }));
    const search = await waitFor(() => modal().getByPlaceholderText('Wallet suchen'));
    expect(modal().getByLabelText('Wallets durchsuchen')).toBe(search);
    expect(modal().queryByPlaceholderText('Search wallet')).toBeNull();
    await act(() => portico.setLocale('ja'));
    expect(modal().getByPlaceholderText('ウォレットを検索')).toBeTruthy();
    await act(() => portico.setLocale('en'));
    expect(modal().getByPlaceholderText('Search wallet')).toBeTruthy();
  });
});
