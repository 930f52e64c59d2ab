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

  it('[§5 enums] an invalid email shows the error as an alert and stays on Connect', async () => {
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

  it('§4 a wallet this device does not hold: after the code, the secure frame asks for the recovery password; no password field in the page', async () => {
    const rendered = await renderEmbedded();
    const { modal, embedded, portico } = rendered;
    embedded.answers.connectEmail = 'VERIFY_DEVICE';
    embedded.answers.recoveryPassword = 'unlock';
    let typedInFrame = () => {};
    const frameDone = new Promise<void>((resolve) => {
      typedInFrame = resolve;
    });
    const original = embedded.source.recoveryPassword;
    embedded.source.recoveryPassword = async (params) => {
      await frameDone;
      return original(params);
    };
    await logInByEmail(rendered);
    const box = await modal().findByRole('group', {
      name: 'Enter your recovery password in your Portico wallet',
    });
    expect(embedded.frameAnchors).toEqual([box]);
    expect(modal().getByRole('dialog').querySelector('input[type="password"]')).toBeNull();
    expect(focusedInModal()).toBe(box);
    expect(await seriousViolations()).toEqual([]);
    typedInFrame();
    await screen.findByRole('button', { name: /0xa1/ });
    expect(embedded.calls).toContain('recoveryPassword');
    expect(embedded.frameAnchors).toEqual([]);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('§4 a new wallet: its recovery password is chosen in the secure frame; a failure there shows as an alert', async () => {
    const rendered = await renderEmbedded();
    const { modal, embedded } = rendered;
    embedded.answers.recoveryPassword = 'create';
    embedded.fail.recoveryPassword = new Error('The secure frame went away');
    await logInByEmail(rendered);
    expect(
      await modal().findByRole('group', { name: 'Choose a recovery password in your Portico wallet' }),
    ).toBeTruthy();
    expect((await modal().findByRole('alert')).textContent).toBe('The secure frame went away');
  });
});
