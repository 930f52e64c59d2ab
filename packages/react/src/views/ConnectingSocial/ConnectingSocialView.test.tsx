import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedEmail } from '../../test/fakeEmbeddedWallet.js';
import { renderEmbedded } from '../../test/renderEmbedded.js';
import { cleanupPortico, focusedInModal, seriousViolations } from '../../test/renderPortico.js';

/** The social buttons load on demand: slow on a loaded machine. */
const socialButtonsLoaded = { timeout: 5_000 };
afterEach(cleanupPortico);
afterEach(() => {
  vi.restoreAllMocks();
});

/** The provider's window as `window.open` gives it to the page. */
function stubPopup() {
  const popup = { location: { href: '' }, closed: false, close: vi.fn(() => (popup.closed = true)) };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

describe('social login on Connect and ConnectingSocial', () => {
  it('§2 Connect: email, then the social logins in the remote order (named buttons with marks), then wallets', async () => {
    const { modal } = await renderEmbedded({ socials: ['github', 'google', 'x'] });
    const first = await modal().findByRole('button', { name: 'Continue with GitHub' }, socialButtonsLoaded);
    const names = [
      ...(modal().getByRole('dialog').querySelectorAll('.body button') as NodeListOf<HTMLElement>),
    ].map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names.slice(0, 4)).toEqual([
      'Continue',
      'Continue with GitHub',
      'Continue with Google',
      'Continue with X',
    ]);
    expect(first.querySelector('svg path')).toBeTruthy();
    expect(modal().queryByRole('button', { name: /Farcaster/ })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('without social login remotely, no social button', async () => {
    const { modal } = await renderEmbedded();
    await modal().findByRole('textbox', { name: 'Email' });
    expect(modal().queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it("§4 a click opens the provider's window; ConnectingSocial says where to continue; the login connects", async () => {
    const { modal, user, portico, embedded } = await renderEmbedded({ socials: ['google'] });
    const { popup, open } = stubPopup();
    await user.click(
      await modal().findByRole('button', { name: 'Continue with Google' }, socialButtonsLoaded),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(await modal().findByRole('heading', { name: 'Google' })).toBeTruthy();
    expect(await modal().findByText('Continue in the Google window')).toBeTruthy();
    await vi.waitFor(() => expect(popup.location.href).toBe('https://login.example/google'));
    embedded.answerSocial();
    await screen.findByRole('button', { name: /0xa1/ });
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    expect(popup.close).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(portico.getState().accounts.eip155).toMatchObject({
        socialProvider: 'google',
        user: { email: null, userName: 'alice' },
      }),
    );
    // The Account view lists the wallet's login method.
    await user.click(screen.getByRole('button', { name: /0xa1/ }));
    expect(await modal().findByText('Google · alice')).toBeTruthy();
  });

  it("§8 the provider's refusal shows the error as an alert with Retry, which opens a new window", async () => {
    const { modal, user, embedded } = await renderEmbedded({ socials: ['discord'] });
    const { open } = stubPopup();
    await user.click(
      await modal().findByRole('button', { name: 'Continue with Discord' }, socialButtonsLoaded),
    );
    await vi.waitFor(() => expect(embedded.calls).toContain('connectSocial:https://login.example/discord'));
    embedded.answerSocial(new Error('Failed to initiate social connection'));
    expect((await modal().findByRole('alert')).textContent).toBe('Failed to initiate social connection');
    const retry = modal().getByRole('button', { name: 'Retry' });
    expect(focusedInModal()).toBe(retry);
    expect(await seriousViolations()).toEqual([]);
    await user.click(retry);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('the provider’s email has an email wallet: the code step (labelled, focused, by keyboard), then both login methods on Account', async () => {
    const { modal, user, portico, embedded } = await renderEmbedded({ socials: ['google'] });
    stubPopup();
    embedded.answers.socialLinkEmail = embeddedEmail;
    await user.click(
      await modal().findByRole('button', { name: 'Continue with Google' }, socialButtonsLoaded),
    );
    await vi.waitFor(() => expect(embedded.calls).toContain('connectSocial:https://login.example/google'));
    embedded.answerSocial();
    expect(
      await modal().findByRole('heading', { name: `Enter the 6-digit code we sent to ${embeddedEmail}` }),
    ).toBeTruthy();
    const code = modal().getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await vi.waitFor(() => expect(focusedInModal()).toBe(code));
    expect(await seriousViolations()).toEqual([]);

    embedded.fail.connectOtp = new Error('Invalid code');
    await user.keyboard('000000{Enter}');
    expect((await modal().findByRole('alert')).textContent).toBe('Invalid code');
    await user.click(modal().getByRole('button', { name: 'Resend code' }));
    expect((await modal().findByRole('alert')).textContent).toMatch(/^Please try again after \d+ seconds$/);
    await user.type(code, '123456{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 6 });
    await screen.findByRole('button', { name: /0xa1/ });
    expect(embedded.calls).toContain('connectOtp:123456');
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    await user.click(screen.getByRole('button', { name: /0xa1/ }));
    expect(await modal().findByText(embeddedEmail)).toBeTruthy();
    expect(await modal().findByText('Google · alice')).toBeTruthy();
  });
});
