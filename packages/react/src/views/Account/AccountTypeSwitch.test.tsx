import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logInByEmail, renderEmbedded } from '../../test/renderEmbedded.js';
import { cleanupPortico, devnet, focusedInModal, seriousViolations } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

/** An email user on a network where the project enables smart accounts, on the Account view. */
async function onAccount(enabled = [devnet.caipNetworkId]) {
  const page = await renderEmbedded();
  page.embedded.answers.smartAccountEnabledNetworks = enabled;
  await logInByEmail(page);
  await waitFor(() => expect(page.portico.getState().accounts.eip155?.status).toBe('connected'));
  await act(() => page.portico.open());
  await page.modal().findByRole('dialog', { name: 'Account' });
  return page;
}

describe('the Account view: account type (§4 "Account type")', () => {
  it('§9 default: the email user is on a Smart Account and can switch to the EOA and back; focus stays on the switch', async () => {
    const { modal, user, embedded, portico } = await onAccount();
    const section = await modal().findByRole('region', { name: 'Account type' });
    expect(section.textContent).toContain('Smart Account');
    await user.click(modal().getByRole('button', { name: 'Switch to EOA' }));
    expect(await modal().findByRole('button', { name: 'Switch to Smart Account' })).toBe(focusedInModal());
    expect(embedded.calls).toContain('setPreferredAccountType:eoa');
    expect(portico.getState().accounts.eip155?.address).toBe('0xa11ce');
    expect(modal().getByRole('region', { name: 'Account type' }).textContent).toContain('EOA');

    await user.click(modal().getByRole('button', { name: 'Switch to Smart Account' }));
    expect(await modal().findByRole('button', { name: 'Switch to EOA' })).toBe(focusedInModal());
    expect(portico.getState().accounts.eip155?.address).toBe('0x5a1e');
    expect(await seriousViolations()).toEqual([]);
  });

  it('a refused switch is announced; the account and the switch stay', async () => {
    const { modal, user, embedded, portico } = await onAccount();
    await modal().findByRole('button', { name: 'Switch to EOA' });
    embedded.fail.setPreferredAccountType = new Error('The frame is busy');
    await user.click(modal().getByRole('button', { name: 'Switch to EOA' }));
    expect((await modal().findByRole('alert')).textContent).toBe('The frame is busy');
    expect(modal().getByRole('button', { name: 'Switch to EOA' })).toBe(focusedInModal());
    expect(portico.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount');
  });

  it('§4 smart accounts not enabled on the network: no account type and no switch', async () => {
    const { modal } = await onAccount([]);
    expect(modal().queryByRole('region', { name: 'Account type' })).toBeNull();
    expect(modal().queryByRole('button', { name: /Switch to/ })).toBeNull();
  });
});
