import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, focusedInModal, renderPortico } from '../test/renderPortico.js';

afterEach(cleanupPortico);

/** Opens the modal from the page's Connect Wallet button, by keyboard; returns that button. */
async function openByKeyboard(setup: ReturnType<typeof renderPortico>) {
  await setup.user.tab();
  const opener = screen.getByRole('button', { name: 'Connect Wallet' });
  expect(document.activeElement).toBe(opener);
  await setup.user.keyboard('{Enter}');
  return opener;
}

describe('the focus follows the view', () => {
  it('a lazily loaded view takes the focus on its first control once it has loaded (All Wallets)', async () => {
    const setup = renderPortico();
    const { user, modal } = setup;
    await openByKeyboard(setup);
    await user.tab();
    expect(focusedInModal()).toBe(modal().getByRole('button', { name: 'All Wallets' }));
    await user.keyboard('{Enter}');
    const search = await modal().findByRole('searchbox', { name: 'Search wallets' });
    await waitFor(() => expect(focusedInModal()).toBe(search));
  });

  it('Back gives the focus to the first control of the view it returns to', async () => {
    const setup = renderPortico();
    const { user, modal } = setup;
    await openByKeyboard(setup);
    await user.tab();
    await user.keyboard('{Enter}');
    await modal().findByRole('dialog', { name: 'All Wallets' });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(focusedInModal()).toBe(modal().getByRole('button', { name: 'Back' }));
    await user.keyboard('{Enter}');
    await modal().findByRole('dialog', { name: 'Connect Wallet' });
    await waitFor(() => expect(focusedInModal()).toBe(modal().getByRole('button', { name: /Fake Wallet/ })));
  });

  it('ConnectingExternal pending has no control: the dialog holds the focus, Escape closes, the opener gets it back', async () => {
    const setup = renderPortico();
    const { user, modal, wallet } = setup;
    const opener = await openByKeyboard(setup);
    const release = wallet.holdRequests();
    await user.keyboard('{Enter}');
    const dialog = await modal().findByRole('dialog', { name: 'Fake Wallet' });
    await modal().findByText('Continue in Fake Wallet');
    await waitFor(() => expect(focusedInModal()).toBe(dialog));
    await user.keyboard('{Escape}');
    expect(modal().queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    release();
  });

  it('the error brings Retry, which takes the focus; Retry by keyboard takes it away, the focus stays in the dialog and Escape closes', async () => {
    const setup = renderPortico();
    const { user, modal, wallet } = setup;
    const opener = await openByKeyboard(setup);
    wallet.rejectNext();
    await user.keyboard('{Enter}');
    await modal().findByRole('alert');
    const retry = modal().getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(focusedInModal()).toBe(retry));

    const release = wallet.holdRequests();
    await user.keyboard('{Enter}');
    await modal().findByText('Continue in Fake Wallet');
    expect(retry.isConnected).toBe(false);
    expect(focusedInModal()).toBe(modal().getByRole('dialog', { name: 'Fake Wallet' }));
    await user.keyboard('{Escape}');
    expect(modal().queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    release();
  });

  it('with the focus lost to the page body, Tab comes back into the dialog and Escape still closes', async () => {
    const setup = renderPortico();
    const { user, modal, portico } = setup;
    await openByKeyboard(setup);
    act(() => (focusedInModal() as HTMLElement).blur());
    expect(document.activeElement).toBe(document.body);

    // In at the dialog's first stop (Close, in the header) or, backwards, its last (All Wallets).
    await user.tab();
    expect(focusedInModal()).toBe(modal().getByRole('button', { name: 'Close' }));
    act(() => (focusedInModal() as HTMLElement).blur());
    await user.tab({ shift: true });
    expect(focusedInModal()).toBe(modal().getByRole('button', { name: 'All Wallets' }));

    act(() => (focusedInModal() as HTMLElement).blur());
    await user.keyboard('{Escape}');
    expect(portico.getState().modal.open).toBe(false);
  });
});
