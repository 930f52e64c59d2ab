import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeyPrefix } from '../../instance/storage/storageKey.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { setupEmbedded } from '../rules/test/setupEmbedded.js';
import { selectAuthEmail, selectEmailUpdate } from './selectors.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Logged in by email, the modal opened again on Account. */
async function loggedIn() {
  const parts = await setupEmbedded();
  await parts.portico.open();
  await parts.portico.connectEmail('alice@example.com');
  await parts.portico.submitEmailOtp('123456');
  await vi.waitFor(() =>
    expect(parts.portico.getState().accounts.eip155?.user?.email).toBe('alice@example.com'),
  );
  await parts.portico.open();
  return parts;
}

describe('email update [§4 email update]', () => {
  it("§4 new email → primary code → secondary code → newEmail: the account's email is the new one", async () => {
    const { portico, fake, storage } = await loggedIn();
    expect(portico.getState().router.view).toBe('Account');
    portico.startEmailUpdate();
    expect(portico.getState().router.view).toBe('UpdateEmailWallet');
    expect(selectEmailUpdate(portico.getState()).step).toBe('newEmail');

    await portico.submitNewEmail('bob@example.com');
    expect(fake.calls).toContain('updateEmail:bob@example.com');
    expect(selectEmailUpdate(portico.getState())).toMatchObject({
      step: 'primaryOtp',
      newEmail: 'bob@example.com',
    });
    await portico.submitEmailUpdatePrimaryOtp('111111');
    expect(fake.calls).toContain('updateEmailPrimaryOtp:111111');
    expect(selectEmailUpdate(portico.getState()).step).toBe('secondaryOtp');
    await portico.submitEmailUpdateSecondaryOtp('222222');
    expect(fake.calls).toContain('updateEmailSecondaryOtp:222222');

    const state = portico.getState();
    expect(state.accounts.eip155?.user?.email).toBe('bob@example.com');
    expect(state.accounts.solana?.user?.email).toBe('bob@example.com');
    expect(selectAuthEmail(state)).toBe('bob@example.com');
    expect(storage.getItem(`${storageKeyPrefix}email`)).toBe('"bob@example.com"');
    expect(state.router.view).toBe('Account');
    expect(selectEmailUpdate(state).step).toBe('newEmail');
  });

  it('§5 the new email must be a valid email: nothing is sent', async () => {
    const { portico, fake } = await loggedIn();
    portico.startEmailUpdate();
    await portico.submitNewEmail('bob@');
    expect(selectEmailUpdate(portico.getState()).error).toBe('Enter a valid email address');
    expect(fake.calls.some((call) => call.startsWith('updateEmail:'))).toBe(false);
  });

  it("§8 a wrong code stays on its step with the frame's message", async () => {
    const { portico, fake } = await loggedIn();
    portico.startEmailUpdate();
    await portico.submitNewEmail('bob@example.com');
    fake.fail.updateEmailPrimaryOtp = new Error('Invalid code');
    await portico.submitEmailUpdatePrimaryOtp('000000');
    expect(selectEmailUpdate(portico.getState())).toMatchObject({
      step: 'primaryOtp',
      error: 'Invalid code',
    });
  });

  it('§8 Session Expired during an update: alert and disconnected', async () => {
    const { portico, fake } = await loggedIn();
    portico.startEmailUpdate();
    fake.fail.updateEmail = new PorticoError('SESSION_EXPIRED');
    await portico.submitNewEmail('bob@example.com');
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Session Expired');
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.status).toBe('disconnected'));
  });

  it('§5 a step in flight is not sent twice', async () => {
    const { portico, fake } = await loggedIn();
    portico.startEmailUpdate();
    let release = () => {};
    fake.held.updateEmail = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = portico.submitNewEmail('bob@example.com');
    await portico.submitNewEmail('bob@example.com');
    release();
    await first;
    expect(fake.calls.filter((call) => call.startsWith('updateEmail:'))).toHaveLength(1);
  });

  it('§3 the Connect view offers no email when not connected by email (selectAuthEmail undefined)', async () => {
    const { portico } = await setupEmbedded();
    expect(selectAuthEmail(portico.getState())).toBeUndefined();
  });
});
