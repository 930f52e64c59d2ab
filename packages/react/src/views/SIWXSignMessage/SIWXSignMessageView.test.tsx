import { browserOnlySiwx } from '@portico/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAddress } from '../../test/fakeAdapter.js';
import {
  cleanupPortico,
  focusedInModal,
  renderPortico,
  seriousViolations,
} from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const metadata = {
  name: 'Test dApp',
  description: '',
  url: 'https://dapp.test',
  icons: ['https://dapp.test/icon.png'],
};
/** Browser-only sign-in with its sessions in memory: each test starts signed out. */
function siwx(required = false) {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
  return browserOnlySiwx({ domain: 'dapp.test', uri: 'https://dapp.test', required, storage });
}

async function connectThroughModal(options: Parameters<typeof renderPortico>[0]) {
  const rendered = renderPortico({ metadata, ...options });
  await rendered.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await rendered.user.click(rendered.modal().getByRole('button', { name: /Fake Wallet/ }));
  // The view and the sign-in engine load on demand: slow on a loaded machine.
  await rendered.modal().findByRole('heading', { name: 'Sign In' }, { timeout: 5_000 });
  await rendered.modal().findByText(/wants you to sign in/);
  return rendered;
}

describe('SIWXSignMessage (§4 sign-in)', () => {
  it("shows who asks and the message; Sign reads 'Authenticating...' while the wallet signs, then the modal closes", async () => {
    const { modal, user, wallet, portico } = await connectThroughModal({ siwx: siwx() });
    expect(modal().getByText('Test dApp')).toBeTruthy();
    const message = modal().getByRole('region', { name: 'Message to sign' });
    expect(message.textContent).toContain(
      `dapp.test wants you to sign in with your account:\n${fakeAddress}`,
    );
    expect(await seriousViolations()).toEqual([]);
    const release = wallet.holdRequests();
    await user.click(modal().getByRole('button', { name: 'Sign' }));
    expect(modal().getByRole('button', { name: 'Authenticating...' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull());
    expect(portico.getState().siwx.status).toBe('authenticated');
    expect(wallet.requests).toContain('signMessage');
  });

  it("the wallet's rejection shows 'Signature declined' and Sign tries again", async () => {
    const { modal, user, wallet, portico } = await connectThroughModal({ siwx: siwx() });
    wallet.rejectNext();
    await user.click(modal().getByRole('button', { name: 'Sign' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Signature declined');
    await user.click(modal().getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(portico.getState().siwx.status).toBe('authenticated'));
  });

  it('required: the Close button is disabled and Escape keeps the view; Cancel disconnects', async () => {
    const { modal, user, portico } = await connectThroughModal({ siwx: siwx(true) });
    expect(modal().getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(modal().getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    await user.click(modal().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(portico.getState().accounts.eip155?.status).toBe('disconnected'));
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull());
  });

  it('optional: Cancel closes and the account stays connected; focus moves into the view when it shows', async () => {
    const { modal, user, portico } = await connectThroughModal({ siwx: siwx() });
    expect(modal().getByRole('dialog').contains(focusedInModal())).toBe(true);
    await user.click(modal().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(modal().queryByRole('dialog')).toBeNull());
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });
});
