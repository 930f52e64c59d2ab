import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../projects/index.js';
import type { RunningCloud } from '../../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../../test/dbPasses.js';
import { type FakeGithub, startFakeGithub } from '../../test/fakeGithub.js';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../test/fakeOidcProvider.js';
import { codeChallengeOf, newCodeVerifier, socialTestClient } from '../../test/socialClient.js';

const google = { clientId: 'portico-google-client', clientSecret: 'google-secret-Kx94' };
const github = { id: 'portico-github-client', secret: 'github-secret-Kx95' };
const origin = 'https://dapp.example';

// Frame-held PKCE: the frame keeps the code verifier, the cloud only its challenge. A code and state seen anywhere
// else (the popup's history, a proxy's log, a hostile page) are useless without the verifier, and cannot use up
// the frame's login either.
describe.each(oneDbPass)('embedded wallet: social login’s frame-held verifier on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let oidc: FakeOidcProvider;
  let gh: FakeGithub;
  let client: ReturnType<typeof socialTestClient>;
  let subjects = 0;

  const pendingLogins = async () =>
    (
      await cloud.db.query<{ used: boolean; code_challenge: string }>(
        'SELECT used, code_challenge FROM wallet_social_logins ORDER BY created_at',
      )
    ).rows;
  const sessions = async () =>
    (await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM wallet_sessions')).rows[0]?.n;
  /** How many token requests each provider had: a refused verify must not reach the provider. */
  const tokenRequests = () => oidc.tokenRequests.length + gh.clientAuth.length;

  beforeAll(async () => {
    location = await pass.location();
    [oidc, gh] = await Promise.all([startFakeOidcProvider(google.clientId), startFakeGithub(github)]);
    cloud = await startTestCloud(location, {
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
    const project = await createProject(cloud.db, {
      name: 'Verifier',
      allowedOrigins: [origin],
      features: { socials: ['google', 'github'] },
    });
    client = socialTestClient(cloud, project.id, origin);
  });
  afterAll(async () => {
    await cloud?.stop();
    await Promise.all([oidc?.stop(), gh?.close()]);
    await location?.dispose();
  });

  it.each(['google', 'github'] as const)(
    '%s: a code and state without the frame’s verifier, or with another, are refused and do not spend the login',
    async (provider) => {
      const subject = `verifier-${++subjects}`;
      oidc.next({ sub: subject });
      gh.next({ id: 9000 + subjects, login: subject, email: null });
      const expired = { status: 400, body: { code: 'SOCIAL_LOGIN_EXPIRED' } };
      const callback = await client.consent((await client.start(provider)).body.url);
      const another = await client.consent((await client.start(provider)).body.url);
      const [before, requests] = [await sessions(), tokenRequests()];

      expect(await client.verify({ ...callback, codeVerifier: null })).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: "body must have required property 'codeVerifier'" },
      });
      for (const codeVerifier of [
        newCodeVerifier(), // an attacker's own
        another.codeVerifier, // the frame's, of another login
        codeChallengeOf(callback.codeVerifier), // the challenge the provider saw
        `${callback.codeVerifier}A`,
      ]) {
        expect(await client.verify({ ...callback, codeVerifier }), codeVerifier).toMatchObject(expired);
      }
      // Nothing reached the provider, nothing was created, and the login is still pending.
      expect(tokenRequests()).toBe(requests);
      expect(await sessions()).toBe(before);
      const challenge = codeChallengeOf(callback.codeVerifier);
      expect((await pendingLogins()).find((row) => row.code_challenge === challenge)).toMatchObject({
        used: false,
      });

      // The frame's verifier finishes it, once; a replay, with any verifier, is refused.
      const verified = await client.verify(callback);
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body.user.username).toBe(provider === 'github' ? subject : null);
      expect(await client.verify(callback)).toMatchObject(expired);
      expect(await client.verify({ ...callback, codeVerifier: newCodeVerifier() })).toMatchObject(expired);
      expect((await pendingLogins()).find((row) => row.code_challenge === challenge)).toMatchObject({
        used: true,
      });
      // The other login is still the other frame's to finish.
      expect((await client.verify(another)).status).toBe(200);
    },
  );

  it('start refuses a malformed code challenge (400 naming it) and keeps no pending login', async () => {
    const before = await pendingLogins();
    const verifier = newCodeVerifier();
    const malformed: unknown[] = [
      undefined,
      '',
      codeChallengeOf(verifier).slice(1), // 42 characters
      `${codeChallengeOf(verifier)}A`, // 44
      `${codeChallengeOf(verifier).slice(1)}=`, // padded
      `${'A'.repeat(42)}+`, // base64, not base64url
      `${'A'.repeat(42)}/`,
      `${'A'.repeat(42)}.`,
      `${'A'.repeat(42)}\u00e9`,
      64,
      null,
      ['A'.repeat(43)],
    ];
    for (const codeChallenge of malformed) {
      const shown = JSON.stringify(codeChallenge) ?? 'missing';
      const started = await client.post('/v1/wallet/social/start', { provider: 'google', codeChallenge });
      expect(started.status, shown).toBe(400);
      expect(started.body, shown).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('codeChallenge'),
      });
    }
    expect(await pendingLogins()).toEqual(before);
  });

  it('verify refuses a malformed code verifier (400) and keeps the login pending', async () => {
    oidc.next({ sub: `verifier-${++subjects}` });
    const callback = await client.consent((await client.start('google')).body.url);
    for (const codeVerifier of [
      'A'.repeat(42),
      'A'.repeat(129),
      `${'A'.repeat(42)}+`,
      `${'A'.repeat(42)}=`,
      `${'A'.repeat(42)} `,
      `${'A'.repeat(42)}\u00e9`,
    ]) {
      expect(await client.verify({ ...callback, codeVerifier }), codeVerifier).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: expect.stringContaining('codeVerifier') },
      });
    }
    expect((await client.verify(callback)).status).toBe(200);
  });

  it('takes any RFC 7636 verifier, 43 to 128 characters of A-Z a-z 0-9 - . _ ~', async () => {
    for (const codeVerifier of ['A'.repeat(43), `${'a-._~9'.repeat(21)}xy`]) {
      oidc.next({ sub: `verifier-${++subjects}` });
      const callback = await client.consent((await client.start('google', codeVerifier)).body.url);
      expect(callback.codeVerifier).toBe(codeVerifier);
      expect((await client.verify(callback)).status, codeVerifier).toBe(200);
    }
  });
});
