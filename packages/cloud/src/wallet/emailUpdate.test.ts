import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { sampleWallet, walletTestClient } from '../test/walletClient.js';

describe.each(oneDbPass)('embedded wallet: §4 email update on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let client: ReturnType<typeof walletTestClient>;
  let now = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    location = await pass.location();
    cloud = await startTestCloud(location, { clock: () => now });
    const project = await createProject(cloud.db, { name: 'Wallet' });
    client = walletTestClient(cloud, project.id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await location?.dispose();
  });

  it('a code to the current email, then one to the new email, moves the user and their wallet', async () => {
    const { session, user } = await client.login('old@example.com');
    await client.post('/v1/wallet/keys', sampleWallet(), session.accessToken);
    const token = session.accessToken;

    const started = await client.post('/v1/wallet/email/update', { email: 'New@Example.com' }, token);
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } });
    const primary = await client.lastCode('old@example.com');
    const secondStep = await client.post('/v1/wallet/email/update/primary', { otp: primary }, token);
    expect(secondStep).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } });
    const secondary = await client.lastCode('new@example.com');
    const done = await client.post('/v1/wallet/email/update/secondary', { otp: secondary }, token);
    expect(done).toMatchObject({ status: 200, body: { newEmail: 'new@example.com' } });

    expect((await client.get('/v1/wallet/user', token)).body).toEqual({
      id: user.id,
      email: 'new@example.com',
      username: null,
      loginMethods: [{ kind: 'email', email: 'new@example.com' }],
    });
    now += 31_000;
    const relogin = await client.login('new@example.com');
    expect(relogin.user.id).toBe(user.id);
    expect(relogin.wallet).toEqual(sampleWallet());
    // The old email is free again; the answer is the same as for any email.
    expect((await client.post('/v1/wallet/email/otp', { email: 'old@example.com' })).body).toEqual({});
  });

  it('the second code must be the one mailed to the new email, and the first step comes first', async () => {
    now += 31_000;
    const { session } = await client.login('second@example.com');
    const token = session.accessToken;
    expect(await client.post('/v1/wallet/email/update/secondary', { otp: '123456' }, token)).toMatchObject({
      status: 400,
      body: { code: 'OTP_EXPIRED' },
    });
    await client.post('/v1/wallet/email/update', { email: 'third@example.com' }, token);
    const primary = await client.lastCode('second@example.com');
    await client.post('/v1/wallet/email/update/primary', { otp: primary }, token);
    const secondary = await client.lastCode('third@example.com');
    const wrong = String((Number(secondary) + 1) % 1_000_000).padStart(6, '0');
    expect(await client.post('/v1/wallet/email/update/secondary', { otp: wrong }, token)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP', attemptsLeft: 4 },
    });
    expect((await client.get('/v1/wallet/user', token)).body).toMatchObject({ email: 'second@example.com' });
  });

  it('refuses an email another user has (409 EMAIL_TAKEN), also when taken between the steps', async () => {
    now += 31_000;
    const taken = await client.login('taken@example.com');
    const { session } = await client.login('mover@example.com');
    const token = session.accessToken;
    expect(await client.post('/v1/wallet/email/update', { email: 'TAKEN@example.com' }, token)).toMatchObject(
      {
        status: 409,
        body: { code: 'EMAIL_TAKEN' },
      },
    );

    await client.post('/v1/wallet/email/update', { email: 'late@example.com' }, token);
    await client.post(
      '/v1/wallet/email/update/primary',
      { otp: await client.lastCode('mover@example.com') },
      token,
    );
    const secondary = await client.lastCode('late@example.com');
    // Someone signs up with the new email before the mover enters the second code.
    now += 31_000;
    await client.login('late@example.com');
    expect(await client.post('/v1/wallet/email/update/secondary', { otp: secondary }, token)).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_TAKEN' },
    });
    expect((await client.get('/v1/wallet/user', token)).body).toMatchObject({ email: 'mover@example.com' });
    expect(taken.user.email).toBe('taken@example.com');
  });

  it('two users moving to one email: the later code is the only one, and only for its user', async () => {
    now += 31_000;
    const first = await client.login('first-mover@example.com');
    const second = await client.login('second-mover@example.com');
    const target = 'wanted@example.com';
    for (const [user, email] of [
      [first, 'first-mover@example.com'],
      [second, 'second-mover@example.com'],
    ] as const) {
      await client.post('/v1/wallet/email/update', { email: target }, user.session.accessToken);
      const otp = await client.lastCode(email);
      expect(
        (await client.post('/v1/wallet/email/update/primary', { otp }, user.session.accessToken)).status,
      ).toBe(200);
      now += 31_000;
    }
    const code = await client.lastCode(target);
    expect(
      await client.post('/v1/wallet/email/update/secondary', { otp: code }, first.session.accessToken),
    ).toMatchObject({ status: 400, body: { code: 'OTP_EXPIRED' } });
    expect(
      await client.post('/v1/wallet/email/update/secondary', { otp: code }, second.session.accessToken),
    ).toMatchObject({ status: 200, body: { newEmail: target } });
  });

  it('needs a session', async () => {
    expect(await client.post('/v1/wallet/email/update', { email: 'x@example.com' })).toMatchObject({
      status: 401,
      body: { code: 'SESSION_EXPIRED' },
    });
  });
});
