import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../projects/index.js';
import type { RunningCloud } from '../../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../../test/dbPasses.js';
import { type FakeGithub, startFakeGithub } from '../../test/fakeGithub.js';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../test/fakeOidcProvider.js';
import { newCodeVerifier, socialTestClient } from '../../test/socialClient.js';
import { sampleWallet } from '../../test/walletClient.js';

const google = { clientId: 'portico-google-client', clientSecret: 'google-secret-Kx91' };
const github = { id: 'portico-github-client', secret: 'github-secret-Kx92' };
const origin = 'https://dapp.example';

describe.each(oneDbPass)('embedded wallet: linking a social login to an email wallet on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let oidc: FakeOidcProvider;
  let gh: FakeGithub;
  let client: ReturnType<typeof socialTestClient>;
  let other: ReturnType<typeof socialTestClient>;
  let emails = 0;
  let now = Date.now();
  const expired = { status: 400, body: { code: 'SOCIAL_LOGIN_EXPIRED' } };

  const counts = async () =>
    (
      await cloud.db.query<{ users: number; identities: number; sessions: number }>(
        `SELECT (SELECT count(*)::int FROM wallet_users) AS users,
                (SELECT count(*)::int FROM wallet_social_identities) AS identities,
                (SELECT count(*)::int FROM wallet_sessions) AS sessions`,
      )
    ).rows[0] as { users: number; identities: number; sessions: number };

  /** An email user with a wallet, then a Google login (a new subject) with that email, verified: the link answer. */
  const linkStarted = async () => {
    const email = `owner-${++emails}@example.com`;
    const owner = await client.login(email);
    await client.post('/v1/wallet/keys', sampleWallet(), owner.session.accessToken);
    // The cooldown is per email and purpose: the link's code is not held back by the login's.
    oidc.next({ sub: `sub-${emails}`, email: email.toUpperCase(), email_verified: true, name: 'Ada' });
    const callback = await client.consent((await client.start('google')).body.url);
    const verified = await client.verify(callback);
    return { email, owner, callback, verified };
  };
  const link = (
    who: typeof client,
    { state, codeVerifier }: { state: string; codeVerifier: string },
    otp: string,
  ) =>
    who.post<{ session: { accessToken: string }; user: { id: string }; wallet: unknown }>(
      '/v1/wallet/social/link',
      { state, codeVerifier, otp },
    );
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    location = await pass.location();
    [oidc, gh] = await Promise.all([startFakeOidcProvider(google.clientId), startFakeGithub(github)]);
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        wallet: {
          social: {
            google: { ...google, issuer: oidc.issuer },
            github: {
              clientId: github.id,
              clientSecret: github.secret,
              authorizationUrl: `${gh.url}/login/oauth/authorize`,
              tokenUrl: `${gh.url}/login/oauth/access_token`,
              userUrl: `${gh.url}/user`,
            },
          },
        },
      },
    });
    const [project, otherProject] = await Promise.all([
      createProject(cloud.db, {
        name: 'Link',
        allowedOrigins: [origin],
        features: { socials: ['google', 'github'] },
      }),
      createProject(cloud.db, { name: 'Other', allowedOrigins: [origin], features: { socials: ['google'] } }),
    ]);
    client = socialTestClient(cloud, project.id, origin);
    other = socialTestClient(cloud, otherProject.id, origin);
  });
  afterAll(async () => {
    await cloud?.stop();
    await Promise.all([oidc?.stop(), gh?.close()]);
    await location?.dispose();
  });

  it('a verified email of an email wallet: the code is mailed, and only the right code from the same frame links', async () => {
    const before = await counts();
    const { email, owner, callback, verified } = await linkStarted();
    expect(verified).toMatchObject({ status: 200, body: { link: { email, username: 'Ada' } } });
    expect(verified.body).not.toHaveProperty('session');
    // Nothing is created or linked until the code: only the email login's own session exists.
    expect(await counts()).toEqual({
      ...before,
      users: before?.users + 1,
      sessions: before?.sessions + 1,
    });
    const mails = await (await fetch(`${cloud.mailboxUrl}/messages?to=${email}`)).json();
    expect(mails[0].text).toContain('social login that uses this email');
    const code = await client.lastCode(email);

    expect(await link(client, callback, wrong(code))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP', attemptsLeft: 4 },
    });
    // Another frame (another verifier), another project, an unknown state: nothing linked, the code not spent.
    expect(await link(client, { ...callback, codeVerifier: newCodeVerifier() }, code)).toMatchObject(expired);
    expect(await link(other, callback, code)).toMatchObject(expired);
    expect(await link(client, { ...callback, state: 'A'.repeat(43) }, code)).toMatchObject(expired);
    // The link code is not a login code.
    expect(await client.post('/v1/wallet/email/verify', { email, otp: code })).toMatchObject({ status: 400 });

    const linked = await link(client, callback, code);
    expect(linked.status).toBe(200);
    expect(linked.body.user).toEqual({ id: owner.user.id, email, username: 'Ada' });
    expect(linked.body.wallet).toEqual(sampleWallet());
    expect(await link(client, callback, code)).toMatchObject(expired);
    expect((await client.get('/v1/wallet/user', linked.body.session.accessToken)).body).toMatchObject({
      id: owner.user.id,
      loginMethods: [
        { kind: 'email', email },
        { kind: 'social', provider: 'google', username: 'Ada' },
      ],
    });

    // Linked: the same Google login and the email login reach the same wallet.
    oidc.next({ sub: `sub-${emails}`, email, email_verified: true, name: 'Ada' });
    const again = await client.socialLogin('google');
    expect(again.body).toMatchObject({ user: { id: owner.user.id }, wallet: sampleWallet() });
    now += 31_000;
    expect((await client.login(email)).user.id).toBe(owner.user.id);
  });

  it('resend within the email cooldown, burned codes, expiry, and attack inputs: 4xx, nothing linked', async () => {
    const { email, callback } = await linkStarted();
    const resend = (who: typeof client, body: unknown) => who.post('/v1/wallet/social/link/otp', body);
    expect(
      await resend(client, { state: callback.state, codeVerifier: callback.codeVerifier }),
    ).toMatchObject({
      status: 429,
      body: { code: 'COOLDOWN' },
    });
    expect(await resend(client, { state: callback.state, codeVerifier: newCodeVerifier() })).toMatchObject(
      expired,
    );
    expect(await resend(other, { state: callback.state, codeVerifier: callback.codeVerifier })).toMatchObject(
      expired,
    );
    for (const body of [
      {},
      { state: callback.state },
      { ...callback, otp: '12345' },
      { state: 1, codeVerifier: [] },
    ]) {
      expect((await resend(client, body)).status).toBe(400);
      expect((await client.post('/v1/wallet/social/link', body)).status).toBe(400);
    }
    now += 31_000;
    expect(
      await resend(client, { state: callback.state, codeVerifier: callback.codeVerifier }),
    ).toMatchObject({
      status: 200,
    });
    const code = await client.lastCode(email);
    for (let i = 0; i < 4; i++) await link(client, callback, wrong(code));
    expect(await link(client, callback, wrong(code))).toMatchObject({
      status: 400,
      body: { code: 'OTP_BURNED' },
    });
    expect(await link(client, callback, code)).toMatchObject({ status: 400, body: { code: 'OTP_BURNED' } });

    now += 31_000;
    await resend(client, { state: callback.state, codeVerifier: callback.codeVerifier });
    const fresh = await client.lastCode(email);
    now += 10 * 60_000;
    expect(await link(client, callback, fresh)).toMatchObject(expired);
    const { rows } = await cloud.db.query('SELECT 1 FROM wallet_social_identities WHERE subject = $1', [
      `sub-${emails}`,
    ]);
    expect(rows).toEqual([]);
  });

  it('an email the provider does not say it verified: a wallet of its own, never the email user’s', async () => {
    const email = `unverified-${++emails}@example.com`;
    const owner = await client.login(email);
    oidc.next({ sub: `unverified-${emails}`, email, email_verified: false });
    const separate = await client.socialLogin('google');
    expect(separate.status).toBe(200);
    expect(separate.body.user.id).not.toBe(owner.user.id);
    expect(separate.body.wallet).toBeNull();
  });

  it('GitHub without a public email: its verified primary email (user:email) is the one that links', async () => {
    const email = `octo-${++emails}@example.com`;
    const owner = await client.login(email);
    const emailsOf = (verified: boolean) => [
      { email: 'other@example.com', primary: false, verified: true },
      { email, primary: true, verified },
    ];
    // An unverified primary email is only kept with the identity: a wallet of its own.
    gh.next({ id: 9000 + emails, login: 'octo-unverified', email: null, emails: emailsOf(false) });
    const separate = await client.socialLogin('github');
    expect(separate.body.user.id).not.toBe(owner.user.id);
    gh.next({ id: 8000 + emails, login: 'octo', email: null, emails: emailsOf(true) });
    expect(await client.socialLogin('github')).toMatchObject({
      status: 200,
      body: { link: { email, username: 'octo' } },
    });
  });
});
