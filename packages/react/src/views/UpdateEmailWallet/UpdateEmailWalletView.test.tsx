import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedEmail } from '../../test/fakeEmbeddedWallet.js';
import { logInByEmail, renderEmbedded } from '../../test/renderEmbedded.js';
import { cleanupPortico, focusedInModal } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

/** Logged in by email, the modal open again on Account. */
async function onAccount() {
  const rendered = await renderEmbedded();
  await logInByEmail(rendered);
  await rendered.user.click(await screen.findByRole('button', { name: /0xa1/ }));
  await rendered.modal().findByText(embeddedEmail);
  return rendered;
}

describe('the Account view of an email login, and UpdateEmailWallet', () => {
  it('§3 Account shows the email and "Update email"', async () => {
    const { modal } = await onAccount();
    expect(modal().getByText(embeddedEmail)).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Update email' })).toBeTruthy();
  });

  it('§4 email update: new email → primary code → secondary code → the account shows the new email', async () => {
    const { modal, user, embedded } = await onAccount();
    await user.click(modal().getByRole('button', { name: 'Update email' }));
    const newEmail = await modal().findByRole('textbox', { name: 'New email' });
    expect(focusedInModal()).toBe(newEmail);
    await user.type(newEmail, 'bob@example.com');
    await user.click(modal().getByRole('button', { name: 'Continue' }));

    expect(
      await modal().findByRole('heading', { name: 'Enter the 6-digit code we sent to your current email' }),
    ).toBeTruthy();
    await user.type(modal().getByRole('textbox', { name: 'Code' }), '111111');
    await user.click(modal().getByRole('button', { name: 'Continue' }));

    expect(
      await modal().findByRole('heading', { name: 'Enter the 6-digit code we sent to bob@example.com' }),
    ).toBeTruthy();
    await user.type(modal().getByRole('textbox', { name: 'Code' }), '222222');
    await user.click(modal().getByRole('button', { name: 'Continue' }));

    expect(await modal().findByText('bob@example.com')).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Update email' })).toBeTruthy();
    expect(embedded.calls).toEqual(
      expect.arrayContaining([
        'updateEmail:bob@example.com',
        'updateEmailPrimaryOtp:111111',
        'updateEmailSecondaryOtp:222222',
      ]),
    );
  });

  it('§8 a wrong code shows the error as an alert on its step', async () => {
    const { modal, user, embedded } = await onAccount();
    await user.click(modal().getByRole('button', { name: 'Update email' }));
    await user.type(await modal().findByRole('textbox', { name: 'New email' }), 'bob@example.com');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    embedded.fail.updateEmailPrimaryOtp = new Error('Invalid code');
    await user.type(await modal().findByRole('textbox', { name: 'Code' }), '000000');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Invalid code');
  });
});
