import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

describe('connecting an injected wallet', () => {
  it('Connect lists the wallet; picking it shows ConnectingExternal pending, then the account', async () => {
    const { user, modal, wallet } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const release = wallet.holdRequests();
    await user.click(modal().getByRole('button', { name: /Fake Wallet/ }));

    expect(await modal().findByRole('dialog', { name: 'Fake Wallet' })).toBeTruthy();
    expect(await modal().findByText('Continue in Fake Wallet')).toBeTruthy();
    release();

    // Core closes the modal after a connect; the button then shows the account.
    const button = await screen.findByRole('button', { name: '0xf3…b92266 1.234 ETH' });
    await user.click(button);
    const dialog = modal().getByRole('dialog', { name: 'Account' });
    expect(dialog.textContent).toContain('0xf3…b92266');
    expect(dialog.textContent).toContain('1.234 ETH');
  });

  it('§8: a rejected request shows the mapped message; Retry connects', async () => {
    const { user, modal, wallet } = renderPortico();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    wallet.rejectNext({ code: 4001, message: 'User rejected the request.' });
    await user.click(modal().getByRole('button', { name: /Fake Wallet/ }));

    expect((await modal().findByRole('alert')).textContent).toBe('Connection rejected');
    await user.click(modal().getByRole('button', { name: 'Retry' }));
    await screen.findByRole('button', { name: '0xf3…b92266 1.234 ETH' });
    expect(wallet.requests).toEqual(['connect', 'connect']);
  });

  it('connects by keyboard only', async () => {
    const { user, modal } = renderPortico();
    await user.tab();
    await user.keyboard('{Enter}');
    // Focus starts on the first wallet row.
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: '0xf3…b92266 1.234 ETH' });
    expect(modal().queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toContain('0xf3…b92266'));
  });
});
