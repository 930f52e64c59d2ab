import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmbedded } from '../rules/test/setupEmbedded.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubPopup() {
  const popup = { location: { href: '' }, closed: false, close: vi.fn(() => (popup.closed = true)) };
  vi.stubGlobal('window', { open: () => popup, screenX: 0, screenY: 0, outerWidth: 1400, outerHeight: 1000 });
}

/** A social login whose provider's verified email has an email wallet: the instance at the link step. */
async function atLinkStep() {
  const parts = await setupEmbedded();
  await parts.portico.open();
  await vi.waitFor(() => expect(parts.portico.getState().embeddedWallet.frame).toBe('ready'), {
    timeout: 5_000,
  });
  stubPopup();
  parts.fake.answers.socialLinkEmail = 'alice@example.com';
  const connecting = parts.portico.connectSocial('google');
  await vi.waitFor(() => expect(social(parts).step).toBe('link'));
  return { ...parts, connecting };
}

const social = (parts: Awaited<ReturnType<typeof setupEmbedded>>) =>
  parts.portico.getState().embeddedWallet.social;

describe('social login linked to an email wallet (docs "Social login: linking")', () => {
  it('asks for the code sent to the email; a refused code stays on the step; the right one unlocks and connects', async () => {
    const parts = await atLinkStep();
    const { portico, fake } = parts;
    expect(social(parts)).toMatchObject({ provider: 'google', step: 'link', linkEmail: 'alice@example.com' });
    expect(portico.getState().router.view).toBe('ConnectingSocial');
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();

    fake.fail.connectOtp = new Error('Invalid code');
    await portico.submitSocialLinkOtp('000000');
    expect(social(parts)).toMatchObject({ step: 'link', error: 'Invalid code', loading: false });

    fake.answers.recoveryPassword = 'unlock';
    let unlocked = () => {};
    fake.held.recoveryPassword = new Promise<void>((resolve) => {
      unlocked = resolve;
    });
    await portico.submitSocialLinkOtp(' 123456 ');
    expect(fake.calls).toContain('connectOtp:123456');
    await vi.waitFor(() => expect(social(parts)).toMatchObject({ step: 'recovery', recovery: 'unlock' }));
    expect(social(parts).error).toBeUndefined();
    unlocked();
    await parts.connecting;
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
  });

  it('[§5 email-code-trigger] resend follows the email cooldown: refused within 30 s, sent after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const parts = await atLinkStep();
    const { portico, fake } = parts;
    vi.advanceTimersByTime(10_000);
    await portico.resendSocialLinkCode();
    expect(social(parts).error).toBe('Please try again after 20 seconds');
    expect(fake.calls).not.toContain('resendLinkOtp');
    vi.advanceTimersByTime(20_000);
    await portico.resendSocialLinkCode();
    expect(fake.calls).toContain('resendLinkOtp');
    expect(social(parts).error).toBeUndefined();
    await portico.resendSocialLinkCode();
    expect(fake.calls.filter((call) => call === 'resendLinkOtp')).toHaveLength(1);
  });

  it('closing the modal on the link step ends the login: nothing connects, a late code is not sent', async () => {
    const parts = await atLinkStep();
    const { portico, fake } = parts;
    portico.close();
    await parts.connecting;
    expect(social(parts)).toEqual({ step: 'popup' });
    await portico.submitSocialLinkOtp('123456');
    expect(fake.calls.filter((call) => call.startsWith('connectOtp'))).toEqual([]);
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
  });
});
