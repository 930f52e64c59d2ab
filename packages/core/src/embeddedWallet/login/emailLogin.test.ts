import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeyPrefix } from '../../instance/storage/storageKey.js';
import { createPortico } from '../../portico/createPortico.js';
import { porticoParts } from '../../portico/test/setupPortico.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { createEmbeddedPortico, setupEmbedded } from '../rules/test/setupEmbedded.js';
import { selectAuthEmail, selectEmailLogin } from './selectors.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const email = 'alice@example.com';
const stored = (name: string, storage: { getItem(key: string): string | null }) =>
  storage.getItem(`${storageKeyPrefix}${name}`);

/** Opened on Connect, with the frame ready. */
async function openedOnConnect(setup: Parameters<typeof setupEmbedded>[0] = {}) {
  const parts = await setupEmbedded(setup);
  await parts.portico.open();
  // The frame loads through two lazy modules: slow on a loaded machine.
  await vi.waitFor(() => expect(parts.portico.getState().embeddedWallet.frame).toBe('ready'), {
    timeout: 5_000,
  });
  return parts;
}

describe('email login (§4) [§5 email-code-trigger] [§5 email-cooldown]', () => {
  it('§4 VERIFY_OTP: the code step on EmailLogin; the code connects the AUTH connector in eip155 and solana', async () => {
    const { portico, fake, storage } = await openedOnConnect();
    await portico.connectEmail(` ${email} `);
    expect(fake.calls).toContain(`connectEmail:${email}`);
    expect(portico.getState().router.view).toBe('EmailLogin');
    expect(selectEmailLogin(portico.getState())).toMatchObject({ step: 'otp', email, loading: false });

    await portico.submitEmailOtp('123456');
    expect(fake.calls).toContain('connectOtp:123456');
    const state = portico.getState();
    expect(state.connection.connectorIds).toEqual({ eip155: 'auth', solana: 'auth' });
    expect(state.accounts.eip155?.status).toBe('connected');
    expect(state.modal.open).toBe(false);
    // Closed, the modal starts the next login over.
    expect(state.embeddedWallet.login).toMatchObject({ step: 'email', email: '' });
    expect(stored('emailLoginUsed', storage)).toBe('true');
    expect(stored('email', storage)).toBe(JSON.stringify(email));
    expect(Number(stored('lastEmailLoginTime', storage))).toBeGreaterThan(0);
  });

  it("§3 the account gets the frame's User (its email) for the AUTH connection", async () => {
    const { portico, fake } = await openedOnConnect();
    await portico.connectEmail(email);
    await portico.submitEmailOtp('123456');
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.user?.email).toBe(email));
    expect(portico.getState().accounts.solana?.user?.address).toBe('A11ceSo1');
    expect(selectAuthEmail(portico.getState())).toBe(email);
    expect(fake.calls.some((call) => call.startsWith('getUser:eip155:'))).toBe(true);
  });

  it('§4 a wallet this device does not hold: the code, then the recovery password typed in the secure frame', async () => {
    const { portico, fake } = await openedOnConnect();
    // A frame that answers VERIFY_DEVICE still gets the code first: nothing before it says the email has a wallet.
    fake.answers.connectEmail = 'VERIFY_DEVICE';
    fake.answers.recoveryPassword = 'unlock';
    await portico.connectEmail(email);
    expect(selectEmailLogin(portico.getState()).step).toBe('otp');
    let typed = () => {};
    fake.held.recoveryPassword = new Promise<void>((resolve) => {
      typed = resolve;
    });
    const submitted = portico.submitEmailOtp('654321');
    await vi.waitFor(() =>
      expect(selectEmailLogin(portico.getState())).toMatchObject({ step: 'recovery', recovery: 'unlock' }),
    );
    expect(fake.calls).toContain('recoveryPassword');
    typed();
    await submitted;
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
  });

  it("§4 closing the modal on the recovery step ends the frame's password form", async () => {
    const { portico, fake } = await openedOnConnect();
    fake.answers.recoveryPassword = 'create';
    fake.held.recoveryPassword = new Promise<void>(() => {});
    await portico.connectEmail(email);
    const submitted = portico.submitEmailOtp('123456');
    await vi.waitFor(() => expect(selectEmailLogin(portico.getState()).step).toBe('recovery'));
    portico.close();
    await submitted;
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
    expect(selectEmailLogin(portico.getState()).step).toBe('email');
  });

  it('§4 CONNECT: a live session connects without a code (and starts no cooldown)', async () => {
    const { portico, fake, storage } = await openedOnConnect();
    fake.answers.connectEmail = 'CONNECT';
    await portico.connectEmail(email);
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    expect(fake.calls.some((call) => call.startsWith('connectOtp'))).toBe(false);
    expect(stored('lastEmailLoginTime', storage)).toBeNull();
  });

  it('§4 a new wallet: the recovery step waits for the password chosen in the secure frame, then connects', async () => {
    const { portico, fake } = await openedOnConnect();
    fake.answers.recoveryPassword = 'create';
    fake.fail.recoveryPassword = new Error('The secure frame went away');
    await portico.connectEmail(email);
    await portico.submitEmailOtp('123456');
    expect(selectEmailLogin(portico.getState())).toMatchObject({
      step: 'recovery',
      recovery: 'create',
      error: 'The secure frame went away',
    });
    await portico.submitEmailOtp('123456');
    expect(fake.calls.filter((call) => call === 'recoveryPassword')).toHaveLength(2);
    expect(portico.getState().connection.connectorIds.solana).toBe('auth');
    expect(selectEmailLogin(portico.getState()).error).toBeUndefined();
  });

  it('§5 Email fields must be valid emails: nothing is sent', async () => {
    const { portico, fake } = await openedOnConnect();
    await portico.connectEmail('not-an-email');
    expect(selectEmailLogin(portico.getState()).error).toBe('Enter a valid email address');
    expect(fake.calls.some((call) => call.startsWith('connectEmail'))).toBe(false);
    expect(portico.getState().router.view).toBe('Connect');
  });

  it('§5 email-cooldown: within 30 s of the last code, "Please try again after N seconds"', async () => {
    const { portico, fake } = await openedOnConnect({
      stored: { [`${storageKeyPrefix}lastEmailLoginTime`]: String(Date.now() - 10_000) },
    });
    await portico.connectEmail(email);
    expect(selectEmailLogin(portico.getState()).error).toMatch(/^Please try again after (20|21) seconds$/);
    expect(fake.calls.some((call) => call.startsWith('connectEmail'))).toBe(false);
  });

  it('§5 email-code-trigger: a second Continue while the first is in flight sends one code', async () => {
    const { portico, fake } = await openedOnConnect();
    let release = () => {};
    fake.held.connectEmail = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = portico.connectEmail(email);
    await portico.connectEmail(email);
    release();
    await first;
    expect(fake.calls.filter((call) => call.startsWith('connectEmail'))).toHaveLength(1);
  });

  it('§5 resend: blocked within the cooldown, sent again to the same email after it', async () => {
    const { portico, fake, storage } = await openedOnConnect();
    await portico.connectEmail(email);
    await portico.resendEmailCode();
    expect(selectEmailLogin(portico.getState()).error).toBe('Please try again after 30 seconds');
    storage.setItem(`${storageKeyPrefix}lastEmailLoginTime`, String(Date.now() - 31_000));
    await portico.resendEmailCode();
    expect(fake.calls.filter((call) => call === `connectEmail:${email}`)).toHaveLength(2);
    expect(selectEmailLogin(portico.getState())).toMatchObject({ step: 'otp', error: undefined });
  });

  it("§8 a wrong code: the frame's message on the code step, logged", async () => {
    const { portico, fake, log } = await openedOnConnect();
    await portico.connectEmail(email);
    fake.fail.connectOtp = new Error('Invalid code');
    await portico.submitEmailOtp('000000');
    expect(selectEmailLogin(portico.getState())).toMatchObject({
      step: 'otp',
      error: 'Invalid code',
      loading: false,
    });
    expect(log.messages('error')).toContain('The embedded wallet failed');
    expect(portico.getState().alerts.alert).toBeUndefined();
  });

  it('§8 a request time-out shows "Embedded Wallet Request Timed Out"', async () => {
    const { portico, fake } = await openedOnConnect();
    fake.fail.connectEmail = new PorticoError('FRAME_REQUEST_TIMEOUT');
    await portico.connectEmail(email);
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Embedded Wallet Request Timed Out');
    expect(selectEmailLogin(portico.getState()).error).toBe('Embedded Wallet Request Timed Out');
  });

  it('§8 a failed connection after the code is shown on the step', async () => {
    const { portico, fake } = await openedOnConnect();
    await portico.connectEmail(email);
    fake.base.failNext.connect = new Error('frame closed');
    await portico.submitEmailOtp('123456');
    expect(selectEmailLogin(portico.getState())).toMatchObject({ step: 'otp', error: 'Failed to connect' });
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('§8 Session Expired: the alert, and the embedded wallet is disconnected', async () => {
    const { portico, fake } = await openedOnConnect();
    await portico.connectEmail(email);
    fake.fail.getUser = new PorticoError('SESSION_EXPIRED');
    await portico.submitEmailOtp('123456');
    await vi.waitFor(() => expect(portico.getState().alerts.alert?.shortMessage).toBe('Session Expired'));
    await vi.waitFor(() => expect(portico.getState().connection.connectorIds.eip155).toBeUndefined());
    expect(fake.calls).toContain('disconnect:auth');
  });

  it('§4 the frame that cannot load ends the email step with its error', async () => {
    const { portico, fake } = await setupEmbedded();
    fake.fail.load = new PorticoError('FRAME_LOAD_FAILED');
    await portico.connectEmail(email);
    expect(selectEmailLogin(portico.getState()).error).toBe('Unable to load email login dependency');
    expect(portico.getState().alerts.alert?.shortMessage).toBe(
      'Network Error - Could not load embedded wallet',
    );
  });

  it('§2 closing the modal starts the login over; resetEmailLogin leaves EmailLogin', async () => {
    const { portico } = await openedOnConnect();
    await portico.connectEmail(email);
    portico.resetEmailLogin();
    expect(portico.getState().router.view).toBe('Connect');
    expect(selectEmailLogin(portico.getState()).step).toBe('email');
    await portico.connectEmail('bob@example.com');
    portico.close();
    expect(selectEmailLogin(portico.getState())).toMatchObject({ step: 'email', email: '' });
    expect(portico.getState().embeddedWallet.frame).toBe('ready');
  });

  it('§4 disconnect ends the embedded wallet in the frame and drops the User', async () => {
    const { portico, fake } = await openedOnConnect();
    await portico.connectEmail(email);
    await portico.submitEmailOtp('123456');
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.user).toBeDefined());
    await portico.disconnect();
    expect(portico.getState().accounts.eip155?.user).toBeUndefined();
    expect(fake.calls).toContain('disconnect:auth');
  });

  it('§4 reconnect on reload: a stored AUTH connection comes back, with its User', async () => {
    const { portico, fake } = createEmbeddedPortico({
      stored: {
        [`${storageKeyPrefix}connections`]: JSON.stringify([
          { sourceId: 'embedded', connectorId: 'auth', namespaces: ['eip155', 'solana'] },
        ]),
        [`${storageKeyPrefix}connectorId:eip155`]: JSON.stringify('auth'),
        [`${storageKeyPrefix}connectorId:solana`]: JSON.stringify('auth'),
      },
    });
    fake.base.authorised.set('auth', [
      { caipAddress: 'eip155:31337:0xa11ce', type: 'eoa' },
      { caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:A11ceSo1', type: 'eoa' },
    ]);
    await portico.ready;
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.user?.email).toBe(email));
  });

  it('§8 without an embedded wallet every step ends with "No auth connector found"', async () => {
    const { options } = porticoParts();
    const portico = createPortico(options);
    await portico.ready;
    for (const step of [
      () => portico.connectEmail(email),
      () => portico.resendEmailCode(),
      () => portico.submitEmailOtp('1'),
    ])
      await step();
    expect(selectEmailLogin(portico.getState()).error).toBe('No auth connector found');
    portico.startEmailUpdate();
    await portico.submitNewEmail(email);
    await portico.submitEmailUpdatePrimaryOtp('1');
    await portico.submitEmailUpdateSecondaryOtp('1');
    expect(portico.getState().embeddedWallet.update.error).toBe('No auth connector found');
    portico.resetEmailLogin();
    expect(selectEmailLogin(portico.getState()).error).toBeUndefined();
  });

  it('§8 an embedded wallet that reports no AUTH connector ends the login with "No auth connector found"', async () => {
    const { portico, fake } = await openedOnConnect();
    fake.base.emit({ type: 'connectors', connectors: [] });
    fake.answers.connectEmail = 'CONNECT';
    await portico.connectEmail(email);
    expect(selectEmailLogin(portico.getState()).error).toBe('No auth connector found');
  });

  it("§3 the User's name comes along when the frame has one", async () => {
    const { portico, fake } = await openedOnConnect();
    fake.answers.user = { ...fake.answers.user, userName: 'alice' };
    await portico.connectEmail(email);
    await portico.submitEmailOtp('123456');
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.user?.userName).toBe('alice'));
  });
});
