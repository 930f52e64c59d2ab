import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { type LoginBody, type SessionBody, sampleWallet, walletTestClient } from '../test/walletClient.js';
import { refreshGraceMs } from './walletSessions.js';

describe.each(oneDbPass)('embedded wallet: email login, sessions and keys on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;
  let now = Date.UTC(2026, 0, 1);
  let emails = 0;
  const newEmail = () => `visitor${++emails}@example.com`;

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location, { clock: () => now });
    const project = await createProject(cloud.db, {
      name: 'Wallet',
      allowedOrigins: ['https://dapp.example'],
    });
    client = walletTestClient(cloud, project.id, 'https://dapp.example');
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  it('logs in with the mailed code, stores the wallet, and gets it back in a new session', async () => {
    const email = newEmail();
    const otp = await client.post('/v1/wallet/email/otp', { email: email.toUpperCase() });
    expect({ status: otp.status, body: otp.body }).toEqual({ status: 200, body: {} });
    const [mail] = await (await fetch(`${cloud.mailboxUrl}/messages?to=${email}`)).json();
    expect(mail).toEqual({
      to: email,
      subject: expect.stringMatching(/^Your Portico code is \d{6}$/),
      text: expect.stringMatching(/^Your Portico code is \d{6}$/m),
      receivedAt: new Date(now).toISOString(),
    });

    const code = await client.lastCode(email);
    const verified = await client.post<LoginBody>('/v1/wallet/email/verify', { email, otp: code });
    expect(verified.status).toBe(200);
    const { session, user, wallet } = verified.body;
    expect(user).toEqual({ id: expect.any(String), email });
    expect(wallet).toBeNull();
    expect(session).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      accessExpiresAt: new Date(now + 15 * 60_000).toISOString(),
      refreshExpiresAt: new Date(now + 30 * 86_400_000).toISOString(),
    });

    // An email user has no social username.
    expect((await client.get('/v1/wallet/user', session.accessToken)).body).toEqual({
      ...user,
      username: null,
      loginMethods: [{ kind: 'email', email: user.email }],
    });
    expect((await client.get('/v1/wallet/keys', session.accessToken)).body).toBeNull();
    const stored = await client.post('/v1/wallet/keys', sampleWallet(), session.accessToken);
    expect(stored).toMatchObject({ status: 200, body: sampleWallet() });
    const again = await client.post('/v1/wallet/keys', sampleWallet('b3RoZXI='), session.accessToken);
    expect(again).toMatchObject({ status: 409, body: { code: 'WALLET_EXISTS' } });

    now += 31_000;
    // The same answer as for an email never seen: the cloud does not say which emails have a wallet.
    const known = await client.post('/v1/wallet/email/otp', { email });
    expect({ status: known.status, body: known.body }).toEqual({ status: 200, body: {} });
    expect((await client.post('/v1/wallet/email/otp', { email: newEmail() })).body).toEqual({});
    const next = await client.post<LoginBody>('/v1/wallet/email/verify', {
      email,
      otp: await client.lastCode(email),
    });
    expect(next.body.user).toEqual(user);
    expect(next.body.wallet).toEqual(sampleWallet());
    expect(next.body.session.accessToken).not.toBe(session.accessToken);
  });

  it('keys and user need a live session: 401 SESSION_EXPIRED without one', async () => {
    const expired = { status: 401, body: { code: 'SESSION_EXPIRED', message: 'Session Expired' } };
    expect(await client.get('/v1/wallet/keys')).toMatchObject(expired);
    expect(await client.post('/v1/wallet/keys', sampleWallet())).toMatchObject(expired);
    expect(await client.get('/v1/wallet/user', 'A'.repeat(43))).toMatchObject(expired);
    const { session } = await client.login(newEmail());
    now += 15 * 60_000;
    expect(await client.get('/v1/wallet/keys', session.accessToken)).toMatchObject(expired);
  });

  it('a code is single-use', async () => {
    const email = newEmail();
    await client.post('/v1/wallet/email/otp', { email });
    const otp = await client.lastCode(email);
    expect((await client.post('/v1/wallet/email/verify', { email, otp })).status).toBe(200);
    expect(await client.post('/v1/wallet/email/verify', { email, otp })).toMatchObject({
      status: 400,
      body: { code: 'OTP_EXPIRED' },
    });
  });

  it('a code expires after 10 minutes', async () => {
    const email = newEmail();
    await client.post('/v1/wallet/email/otp', { email });
    const otp = await client.lastCode(email);
    now += 10 * 60_000;
    expect(await client.post('/v1/wallet/email/verify', { email, otp })).toMatchObject({
      status: 400,
      body: { code: 'OTP_EXPIRED' },
    });
  });

  it('five wrong codes burn the code, the right one included', async () => {
    const email = newEmail();
    await client.post('/v1/wallet/email/otp', { email });
    const otp = await client.lastCode(email);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    for (const attemptsLeft of [4, 3, 2, 1]) {
      expect(await client.post('/v1/wallet/email/verify', { email, otp: wrong })).toMatchObject({
        status: 400,
        body: { code: 'INVALID_OTP', message: 'Invalid code', attemptsLeft },
      });
    }
    const burned = { status: 400, body: { code: 'OTP_BURNED' } };
    expect(await client.post('/v1/wallet/email/verify', { email, otp: wrong })).toMatchObject(burned);
    expect(await client.post('/v1/wallet/email/verify', { email, otp })).toMatchObject(burned);
  });

  it('a new code within 30 s is refused with the seconds left, then replaces the previous [§5 email-cooldown]', async () => {
    const email = newEmail();
    await client.post('/v1/wallet/email/otp', { email });
    const first = await client.lastCode(email);
    now += 12_300;
    const refused = await client.post('/v1/wallet/email/otp', { email });
    expect(refused).toMatchObject({
      status: 429,
      body: { code: 'COOLDOWN', message: 'Please try again after 18 seconds' },
    });
    expect(refused.headers.get('retry-after')).toBe('18');
    now += 17_700;
    expect((await client.post('/v1/wallet/email/otp', { email })).status).toBe(200);
    const second = await client.lastCode(email);
    if (second !== first) {
      expect(await client.post('/v1/wallet/email/verify', { email, otp: first })).toMatchObject({
        status: 400,
        body: { code: 'INVALID_OTP' },
      });
    }
    expect((await client.post('/v1/wallet/email/verify', { email, otp: second })).status).toBe(200);
  });

  it('a refresh rotates the tokens; the spent refresh token is refused and ends the family', async () => {
    const { session } = await client.login(newEmail());
    const refreshed = await client.post<SessionBody>('/v1/wallet/session/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken);
    expect((await client.get('/v1/wallet/user', refreshed.body.accessToken)).status).toBe(200);
    expect((await client.get('/v1/wallet/user', session.accessToken)).status).toBe(401);

    now += refreshGraceMs;
    const reused = await client.post('/v1/wallet/session/refresh', { refreshToken: session.refreshToken });
    expect(reused).toMatchObject({
      status: 401,
      body: { code: 'SESSION_EXPIRED', message: 'Session Expired' },
    });
    // The replay revoked the newer session too.
    expect((await client.get('/v1/wallet/user', refreshed.body.accessToken)).status).toBe(401);
    const newest = await client.post('/v1/wallet/session/refresh', {
      refreshToken: refreshed.body.refreshToken,
    });
    expect(newest.status).toBe(401);
  });

  it('a refresh token expires after 30 days', async () => {
    const { session } = await client.login(newEmail());
    now += 30 * 86_400_000;
    const refreshed = await client.post('/v1/wallet/session/refresh', { refreshToken: session.refreshToken });
    expect(refreshed).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
  });

  it('revoke ends the session', async () => {
    const { session } = await client.login(newEmail());
    expect(
      await client.post('/v1/wallet/session/revoke', { refreshToken: session.refreshToken }),
    ).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await client.get('/v1/wallet/user', session.accessToken)).status).toBe(401);
    expect(
      (await client.post('/v1/wallet/session/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
  });

  it.each([
    ['not an email', '/v1/wallet/email/otp', { email: 'nope' }],
    ['a 5-digit code', '/v1/wallet/email/verify', { email: 'a@example.com', otp: '12345' }],
    ['an unknown field', '/v1/wallet/email/otp', { email: 'a@example.com', extra: 1 }],
  ])('refuses %s with 400 BAD_REQUEST', async (_case, path, body) => {
    expect(await client.post(path, body)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });
});
