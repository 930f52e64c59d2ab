import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedEmail } from '../../test/fakeEmbeddedWallet.js';
import { logInByEmail, renderEmbedded } from '../../test/renderEmbedded.js';
import { cleanupPortico, focusedInModal, seriousViolations } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

describe('email login on Connect and EmailLogin', () => {
  it('§2 Connect: the email field comes first, labelled, with Continue', async () => {
    const { modal } = await renderEmbedded();
    const body = modal().getByRole('dialog').querySelector('.body') as HTMLElement;
    const controls = body.querySelectorAll('input, button');
    expect(
      [...controls].slice(0, 2).map((control) => control.getAttribute('name') ?? control.textContent),
    ).toEqual(['email', 'Continue']);
    expect(modal().getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });

  it('§5 an invalid email shows the error as an alert and stays on Connect', async () => {
    const { modal, user, embedded } = await renderEmbedded();
    await user.type(modal().getByRole('textbox', { name: 'Email' }), 'nope');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(embedded.calls.some((call) => call.startsWith('connectEmail'))).toBe(false);
  });

  it('§4 the code step: its heading names the email, a one-time-code field has the focus; the code connects', async () => {
    const { modal, user, portico, embedded } = await renderEmbedded();
    await user.type(modal().getByRole('textbox', { name: 'Email' }), embeddedEmail);
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect(
      await modal().findByRole('heading', { name: `Enter the 6-digit code we sent to ${embeddedEmail}` }),
    ).toBeTruthy();
    const code = modal().getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(focusedInModal()).toBe(code);
    expect(await seriousViolations()).toEqual([]);

    embedded.fail.connectOtp = new Error('Invalid code');
    await user.type(code, '000000');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Invalid code');

    // Typed over the wrong code (the whole field selected).
    await user.type(code, '123456', { initialSelectionStart: 0, initialSelectionEnd: 6 });
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: /0xa1/ });
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    expect(embedded.calls).toContain('connectOtp:123456');
  });

  it('§5 Resend code within the cooldown says when to try again', async () => {
    const { modal, user } = await renderEmbedded();
    await user.type(modal().getByRole('textbox', { name: 'Email' }), embeddedEmail);
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    await user.click(await modal().findByRole('button', { name: 'Resend code' }));
    expect((await modal().findByRole('alert')).textContent).toBe('Please try again after 30 seconds');
  });

  it('§4 the device step: the recovery password of this new device', async () => {
    const { modal, user, embedded } = await renderEmbedded();
    embedded.answers.connectEmail = 'VERIFY_DEVICE';
    await user.type(modal().getByRole('textbox', { name: 'Email' }), embeddedEmail);
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect(await modal().findByRole('heading', { name: 'Enter your recovery password' })).toBeTruthy();
    expect(modal().getByText(/This device is new/)).toBeTruthy();
    await user.type(modal().getByLabelText('Recovery password'), 'correct horse');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect(await modal().findByRole('textbox', { name: 'Code' })).toBeTruthy();
    expect(embedded.calls).toContain('connectDevice:correct horse');
  });

  it('§4 a new wallet: choose and confirm a recovery password (at least 8 characters)', async () => {
    const rendered = await renderEmbedded();
    const { modal, user, embedded, portico } = rendered;
    embedded.answers.needsRecoveryPassword = true;
    await logInByEmail(rendered);
    expect(await modal().findByRole('heading', { name: 'Choose a recovery password' })).toBeTruthy();
    await user.type(modal().getByLabelText('Recovery password'), 'long enough');
    await user.type(modal().getByLabelText('Confirm recovery password'), 'long enougH');
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    expect((await modal().findByRole('alert')).textContent).toBe('The passwords do not match');
    await user.type(modal().getByLabelText('Confirm recovery password'), 'long enough', {
      initialSelectionStart: 0,
      initialSelectionEnd: 11,
    });
    await user.click(modal().getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: /0xa1/ });
    expect(embedded.calls).toContain('setRecoveryPassword:long enough');
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });
});
