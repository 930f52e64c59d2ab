import { createServer } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCloudConfig } from '../../config.js';
import { createProject } from '../../projects/index.js';
import type { RunningCloud } from '../../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../../test/dbPasses.js';
import { type FakeGithub, startFakeGithub } from '../../test/fakeGithub.js';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../test/fakeOidcProvider.js';
import { codeChallengeOf, newCodeVerifier, socialTestClient } from '../../test/socialClient.js';
import { sampleWallet } from '../../test/walletClient.js';

const google = { clientId: 'portico-google-client', clientSecret: 'google-secret-Kx91' };
const github = { id: 'portico-github-client', secret: 'github-secret-Kx92' };
const origin = 'https://dapp.example';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(oneDbPass)('embedded wallet: social login on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let oidc: FakeOidcProvider;
  let gh: FakeGithub;
  let client: ReturnType<typeof socialTestClient>;
  let other: ReturnType<typeof socialTestClient>;
  let subjects = 0;
  let now = Date.now();
  const newSubject = () => `subject-${++subjects}`;

  const counts = async () => {
    const { rows } = await cloud.db.query<{ users: string; identities: string; sessions: string }>(
      `SELECT (SELECT count(*) FROM wallet_users) AS users,
              (SELECT count(*) FROM wallet_social_identities) AS identities,
              (SELECT count(*) FROM wallet_sessions) AS sessions`,
    );
    return rows[0];
  };

  beforeAll(async () => {
    location = await pass.location();
    [oidc, gh] = await Promise.all([startFakeOidcProvider(google.clientId), startFakeGithub(github)]);
    const unreachable = await closedPort();
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        wallet: {
          // The fuzzed verifies below go past the default tries per IP.
          limits: {
            ...defaultCloudConfig.wallet.limits,
            verifiesPerIp: { limit: 100_000, windowMs: 60_000 },
          },
          social: {
            google: { ...google, issuer: oidc.issuer },
            // Nothing listens there: its discovery fails.
            apple: {
              clientId: 'apple-id',
              clientSecret: 'apple-secret',
              issuer: `http://127.0.0.1:${unreachable}`,
            },
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
        name: 'Social',
        allowedOrigins: [origin],
        features: { socials: ['google', 'github', 'apple', 'facebook'] },
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

  it('Google (OpenID Connect): start → the provider → verify opens a session on the wallet routes', async () => {
    const subject = newSubject();
    oidc.next({ sub: subject, email: `${subject}@gmail.test`, email_verified: true, name: 'Ada Lovelace' });
    const started = await client.start('google');
    expect(started.status).toBe(200);
    const url = new URL(started.body.url);
    const redirectUri = `${new URL(cloud.frameUrl).origin}/social/callback`;
    expect(`${url.origin}${url.pathname}`).toBe(`${oidc.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: google.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    const { callback, code, state, codeVerifier } = await client.consent(started.body.url);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    // The challenge is the frame's; the cloud keeps it, never a verifier.
    expect(url.searchParams.get('code_challenge')).toBe(codeChallengeOf(codeVerifier));
    const { rows: pending } = await cloud.db.query(
      "SELECT * FROM wallet_social_logins WHERE code_challenge = $1 AND provider = 'google'",
      [codeChallengeOf(codeVerifier)],
    );
    expect(pending).toHaveLength(1);
    expect(JSON.stringify(pending)).not.toContain(codeVerifier);

    const verified = await client.verify({ state, code });
    expect(verified.status).toBe(200);
    const { session, user, wallet } = verified.body;
    expect(user).toEqual({ id: expect.any(String), email: null, username: 'Ada Lovelace' });
    expect(wallet).toBeNull();
    expect(oidc.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    });

    expect((await client.get('/v1/wallet/user', session.accessToken)).body).toEqual({
      ...user,
      loginMethods: [{ kind: 'social', provider: 'google', username: 'Ada Lovelace' }],
    });
    expect((await client.post('/v1/wallet/keys', sampleWallet(), session.accessToken)).status).toBe(200);
    // A user created by social login has no email to update.
    expect(
      await client.post('/v1/wallet/email/update', { email: 'new@example.com' }, session.accessToken),
    ).toMatchObject({ status: 409, body: { code: 'NO_EMAIL' } });

    // The same identity again: the same user and wallet. Another subject: another user.
    oidc.next({ sub: subject, name: 'Ada L.' });
    const again = await client.socialLogin('google');
    expect(again.status).toBe(200);
    expect(again.body.user).toEqual({ id: user.id, email: null, username: 'Ada L.' });
    expect(again.body.wallet).toEqual(sampleWallet());
    oidc.next({ sub: newSubject() });
    const another = await client.socialLogin('google');
    expect(another.status).toBe(200);
    expect(another.body.user.id).not.toBe(user.id);
    expect(another.body.wallet).toBeNull();
  });

  it('GitHub (plain OAuth): the user endpoint read with the access token names the identity', async () => {
    gh.next({ id: 583231, login: 'octocat', email: 'octocat@github.test' });
    const first = await client.socialLogin('github');
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual({ id: expect.any(String), email: null, username: 'octocat' });
    expect(new URL((await client.start('github')).body.url).searchParams.has('nonce')).toBe(false);
    const again = await client.socialLogin('github');
    expect(again.body.user.id).toBe(first.body.user.id);
    // The same subject at another provider is another identity.
    oidc.next({ sub: '583231' });
    expect((await client.socialLogin('google')).body.user.id).not.toBe(first.body.user.id);
    gh.next({ id: 1, login: 'someone', email: null });
    expect((await client.socialLogin('github')).body.user.id).not.toBe(first.body.user.id);
  });

  it('a provider the deployment or the project does not offer: 400, no pending login', async () => {
    // facebook is turned on for the project but has no credentials; github is not turned on for the other project.
    for (const [who, provider] of [
      [client, 'facebook'],
      [other, 'github'],
    ] as const) {
      expect(await who.start(provider)).toMatchObject({
        status: 400,
        body: {
          code: 'SOCIAL_PROVIDER_NOT_AVAILABLE',
          message: `Social login with ${provider} is not available for this project`,
        },
      });
    }
    expect((await client.start('farcaster')).status).toBe(400);
  });

  it('refuses a forged, unknown, reused, expired or other project’s state, and creates nothing', async () => {
    oidc.next({ sub: newSubject() });
    const before = await counts();
    const refused = { status: 400, body: { code: 'SOCIAL_LOGIN_EXPIRED' } };

    expect(
      await client.verify({ state: 'A'.repeat(43), code: 'forged', codeVerifier: newCodeVerifier() }),
    ).toMatchObject(refused);

    const callback = await client.consent((await client.start('google')).body.url);
    expect(await other.verify(callback)).toMatchObject(refused);
    expect(await counts()).toEqual(before);
    // The owner's project still finishes it, once.
    expect((await client.verify(callback)).status).toBe(200);
    expect(await client.verify(callback)).toMatchObject(refused);

    const late = await client.consent((await client.start('google')).body.url);
    now += 10 * 60_000;
    const afterFirst = await counts();
    expect(await client.verify(late)).toMatchObject(refused);
    expect(await counts()).toEqual(afterFirst);
  });

  it('refuses a code bound to another verifier or redirect URI (the provider says invalid_grant): 400', async () => {
    const before = await counts();
    const refused = { status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } };
    gh.next({ id: 77, login: 'victim', email: null });
    // A code of one login presented with the state of another: the verifiers differ.
    const first = await client.consent((await client.start('github')).body.url);
    const second = await client.consent((await client.start('github')).body.url);
    expect(await client.verify({ state: second.state, code: first.code })).toMatchObject(refused);
    // A code the provider sent to another redirect URI (an attacker's callback).
    const started = await client.start('google');
    const stolen = await client.consent(started.body.url, (url) =>
      url.searchParams.set('redirect_uri', 'https://attacker.example/callback'),
    );
    expect(stolen.callback.origin).toBe('https://attacker.example');
    expect(await client.verify(stolen)).toMatchObject(refused);
    // The same at a GitHub-like provider, which answers its refusals with 200 and an error body.
    const altered = await client.consent((await client.start('github')).body.url, (url) =>
      url.searchParams.set('redirect_uri', 'https://attacker.example/callback'),
    );
    expect(await client.verify(altered)).toMatchObject(refused);
    expect(await counts()).toEqual(before);
  });

  it('refuses an ID token of another nonce, audience or issuer, or with a broken signature: 400', async () => {
    const before = await counts();
    const refusal = (check: string) => ({
      status: 400,
      body: { code: 'SOCIAL_LOGIN_REFUSED', message: `google's ID token was refused: ${check}` },
    });
    const cases = [
      [{ nonce: 'another-login' }, 'unexpected ID Token "nonce" claim value'],
      [{ aud: 'another-client' }, 'unexpected JWT "aud" (audience) claim value'],
      [{ iss: 'https://accounts.evil.example' }, 'unexpected JWT "iss" (issuer) claim value'],
    ] as const;
    for (const [claims, check] of cases) {
      oidc.next({ sub: newSubject(), ...claims });
      expect(await client.socialLogin('google')).toMatchObject(refusal(check));
    }
    oidc.next({ sub: newSubject() });
    oidc.tamperIdTokens(true);
    try {
      expect(await client.socialLogin('google')).toMatchObject(refusal('JWT signature verification failed'));
    } finally {
      oidc.tamperIdTokens(false);
    }
    expect(await counts()).toEqual(before);
  });

  it('a provider that breaks its protocol answers 502 naming what is wrong, and creates nothing', async () => {
    const before = await counts();
    oidc.next({ sub: newSubject() });
    oidc.omitIdTokens(true);
    try {
      expect(await client.socialLogin('google')).toMatchObject({
        status: 502,
        body: {
          code: 'SOCIAL_PROVIDER_FAILED',
          message: 'Social login failed: google did not answer as expected',
        },
      });
    } finally {
      oidc.omitIdTokens(false);
    }
    gh.next({ login: 'no-id' });
    expect(await client.socialLogin('github')).toMatchObject({
      status: 502,
      body: {
        code: 'SOCIAL_PROVIDER_FAILED',
        message: "Social login failed: github's user endpoint answered no user id",
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('a provider that cannot be reached answers 502 at start, and keeps no pending login', async () => {
    const pending = async () =>
      (await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM wallet_social_logins')).rows[0]?.n;
    const before = await pending();
    expect(await client.start('apple')).toMatchObject({
      status: 502,
      body: {
        code: 'SOCIAL_PROVIDER_FAILED',
        message: 'Social login failed: apple did not answer as expected',
      },
    });
    expect(await pending()).toBe(before);
  });

  it('a provider that fails answers 502 with a clear message', async () => {
    oidc.failTokenEndpoint(500);
    try {
      expect(await client.socialLogin('google')).toMatchObject({
        status: 502,
        body: {
          code: 'SOCIAL_PROVIDER_FAILED',
          message: 'Social login failed: google did not answer as expected',
        },
      });
    } finally {
      oidc.failTokenEndpoint(undefined);
    }
  });

  it('fuzzed bodies on the social routes (link included): 4xx (never 5xx), and no user, identity or session created', async () => {
    const before = await counts();
    const junkText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.constantFrom(
        '',
        '\u0000',
        '\uD800',
        'google',
        'github',
        'farcaster',
        '__proto__',
        'x'.repeat(5_000),
      ),
    );
    const junk = fc.oneof(junkText, fc.integer(), fc.constant(null), fc.array(junkText, { maxLength: 2 }));
    const challenge = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
    const verifier = fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/);
    const body = fc.oneof(
      fc.record(
        { provider: junk, codeChallenge: junk, state: junk, code: junk, codeVerifier: junk, extra: junk },
        { requiredKeys: [] },
      ),
      fc.record({
        provider: fc.constantFrom('google', 'github', 'facebook'),
        codeChallenge: fc.oneof(challenge, junk),
      }),
      fc.record(
        { state: challenge, code: junkText, iss: junkText, codeVerifier: fc.oneof(verifier, junk) },
        { requiredKeys: ['state', 'code'] },
      ),
      fc.record(
        {
          state: challenge,
          codeVerifier: fc.oneof(verifier, junk),
          otp: fc.oneof(fc.stringMatching(/^\d{6}$/), junk),
        },
        { requiredKeys: ['state'] },
      ),
      junk,
    );
    const startable = (value: unknown) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const { provider, codeChallenge, ...rest } = value as Record<string, unknown>;
      return (
        Object.keys(rest).length === 0 &&
        (provider === 'google' || provider === 'github') &&
        typeof codeChallenge === 'string' &&
        /^[A-Za-z0-9_-]{43}$/.test(codeChallenge)
      );
    };
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const start = await client.post('/v1/wallet/social/start', value);
        // Only a well-formed start of a provider the project offers is answered 200.
        const shown = JSON.stringify(value);
        if (startable(value)) {
          expect(start.status, shown).toBe(200);
        } else {
          expect(start.status, shown).toBeGreaterThanOrEqual(400);
          expect(start.status, shown).toBeLessThan(500);
        }
        for (const path of ['verify', 'link', 'link/otp']) {
          const answer = await client.post(`/v1/wallet/social/${path}`, value);
          expect(answer.status, `${path} ${shown}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${path} ${shown}`).toBeLessThan(500);
        }
      }),
      { numRuns: 80 },
    );
    expect(await counts()).toEqual(before);
  });
});
