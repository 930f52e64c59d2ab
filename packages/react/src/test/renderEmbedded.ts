import { act, screen } from '@testing-library/react';
import { createFakeAdapter } from './fakeAdapter.js';
import { embeddedEmail, fakeEmbeddedWallet } from './fakeEmbeddedWallet.js';
import { renderPortico } from './renderPortico.js';

/**
 * The page with the fake wallet and the fake embedded wallet (email on, and the social logins of `remote`), the modal
 * opened on Connect.
 */
export async function renderEmbedded(remote: Parameters<typeof fakeEmbeddedWallet>[0] = {}) {
  const wallet = createFakeAdapter();
  const embedded = fakeEmbeddedWallet(remote);
  const stored = new Map<string, string>();
  const rendered = renderPortico({
    // Each test its own storage: the §5 cooldown's last code time must not leak between tests.
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    adapters: [wallet.adapter],
    connectors: [wallet.source, embedded.source],
    ...embedded.options,
  });
  await act(() => rendered.portico.ready);
  await rendered.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  return { ...rendered, embedded };
}

/** Logs in by email through the views: Connect's field, then the code. */
export async function logInByEmail({ user, modal }: Awaited<ReturnType<typeof renderEmbedded>>) {
  await user.type(modal().getByRole('textbox', { name: 'Email' }), embeddedEmail);
  await user.click(modal().getByRole('button', { name: 'Continue' }));
  await user.type(await modal().findByRole('textbox', { name: 'Code' }), '123456');
  await user.click(modal().getByRole('button', { name: 'Continue' }));
}
