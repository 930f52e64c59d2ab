import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEmbedded } from '../../test/renderEmbedded.js';
import { cleanupPortico, focusedInModal, seriousViolations } from '../../test/renderPortico.js';

/** The social buttons and this view load on demand: slow on a loaded machine. */
const loaded = { timeout: 5_000 };
const channel = (n: number) => `https://farcaster.example/~/siwf?channelToken=c${n}`;
afterEach(cleanupPortico);
afterEach(() => {
  vi.restoreAllMocks();
});

async function startFarcaster() {
  const rendered = await renderEmbedded({ socials: ['farcaster'] });
  const open = vi.spyOn(window, 'open');
  await rendered.user.click(
    await rendered.modal().findByRole('button', { name: 'Continue with Farcaster' }, loaded),
  );
  return { ...rendered, open };
}

describe('Farcaster login on Connect and ConnectingFarcaster', () => {
  it("§2 Connect shows Farcaster's mark in the remote order", async () => {
    const { modal } = await renderEmbedded({ socials: ['google', 'farcaster', 'x'] });
    const mark = await modal().findByRole('button', { name: 'Continue with Farcaster' }, loaded);
    const names = [
      ...(modal().getByRole('dialog').querySelectorAll('.body button') as NodeListOf<HTMLElement>),
    ].map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names.slice(0, 4)).toEqual([
      'Continue',
      'Continue with Google',
      'Continue with Farcaster',
      'Continue with X',
    ]);
    expect(mark.querySelector('svg path')).toBeTruthy();
  });

  it('§4 the click opens no window: the QR code, the link and Copy link; the approval connects as Farcaster · alice', async () => {
    const { modal, user, portico, embedded, open } = await startFarcaster();
    expect(open).not.toHaveBeenCalled();
    expect(await modal().findByRole('heading', { name: 'Farcaster' }, loaded)).toBeTruthy();
    const qr = await modal().findByRole('img', { name: 'QR code to sign in with Farcaster' }, loaded);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    const link = modal().getByRole('link', { name: 'Open in Farcaster' });
    expect(link.getAttribute('href')).toBe(channel(1));
    expect(modal().getByText('Waiting for you to approve the sign-in in Farcaster')).toBeTruthy();
    // Focus moved into the view: its first control.
    expect(focusedInModal()).toBe(link);
    expect(await seriousViolations()).toEqual([]);
    await user.click(modal().getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(channel(1));
    await vi.waitFor(() => expect(embedded.calls).toContain('connectFarcaster'));
    embedded.answerFarcaster();
    await screen.findByRole('button', { name: /0xa1/ });
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    await vi.waitFor(() =>
      expect(portico.getState().accounts.eip155).toMatchObject({
        socialProvider: 'farcaster',
        user: { email: null, userName: 'alice' },
      }),
    );
    await user.click(screen.getByRole('button', { name: /0xa1/ }));
    expect(await modal().findByText('Farcaster · alice')).toBeTruthy();
  });

  it('§4 a wallet to unlock: the recovery step shows the secure frame, then the wallet connects', async () => {
    const rendered = await renderEmbedded({ socials: ['farcaster'] });
    const { modal, embedded, portico } = rendered;
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
    await rendered.user.click(
      await modal().findByRole('button', { name: 'Continue with Farcaster' }, loaded),
    );
    await vi.waitFor(() => expect(embedded.calls).toContain('connectFarcaster'), loaded);
    embedded.answerFarcaster();
    const box = await modal().findByRole('group', {
      name: 'Enter your recovery password in your Portico wallet',
    });
    expect(embedded.frameAnchors).toEqual([box]);
    expect(focusedInModal()).toBe(box);
    expect(await seriousViolations()).toEqual([]);
    typedInFrame();
    await screen.findByRole('button', { name: /0xa1/ });
    expect(embedded.frameAnchors).toEqual([]);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it("§8 a failure shows 'Failed to connect to farcaster' as an alert; Retry, by keyboard, opens a new channel", async () => {
    const { modal, user, embedded } = await startFarcaster();
    await vi.waitFor(() => expect(embedded.calls).toContain('connectFarcaster'), loaded);
    embedded.answerFarcaster(new Error('relay unreachable'));
    expect((await modal().findByRole('alert')).textContent).toBe('Failed to connect to farcaster');
    const retry = modal().getByRole('button', { name: 'Retry' });
    await vi.waitFor(() => expect(focusedInModal()).toBe(retry));
    expect(await seriousViolations()).toEqual([]);
    await user.keyboard('{Enter}');
    const link = await modal().findByRole('link', { name: 'Open in Farcaster' });
    expect(link.getAttribute('href')).toBe(channel(2));
  });
});
