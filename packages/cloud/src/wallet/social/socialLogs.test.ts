import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/index.js';
import { createProject } from '../../projects/index.js';
import { openMigratedPglite, sdkQuery, testShareKey } from '../../test/dbPasses.js';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../test/fakeOidcProvider.js';
import { codeChallengeOf, newCodeVerifier } from '../../test/socialClient.js';

const clientId = 'portico-logged-client';
const clientSecret = 'client-secret-Kx93-never-logged';

describe('social login never logs a code, a state, a code verifier, a token or the client secret', () => {
  let db: Db;
  let oidc: FakeOidcProvider;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let projectId: string;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await openMigratedPglite();
    oidc = await startFakeOidcProvider(clientId);
    app = await buildApp({
      db,
      logger: pino({ level: 'trace' }, { write: (line: string) => lines.push(line) }),
      shareKey: Buffer.from(testShareKey, 'base64'),
      frameUrl: () => 'http://127.0.0.1:9',
      config: { wallet: { social: { google: { clientId, clientSecret, issuer: oidc.issuer } } } as never },
    });
    projectId = (await createProject(db, { name: 'Logged', features: { socials: ['google'] } })).id;
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.stop();
    await db?.close();
  });

  const post = async (path: string, payload: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url: `${path}?${sdkQuery(projectId)}`, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const login = async () => {
    const codeVerifier = newCodeVerifier();
    const codeChallenge = codeChallengeOf(codeVerifier);
    const started = await post('/v1/wallet/social/start', { provider: 'google', codeChallenge });
    const authorize = await fetch(started.body.url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') ?? '');
    const code = callback.searchParams.get('code') ?? '';
    const state = callback.searchParams.get('state') ?? '';
    // A wrong verifier first (refused, the login not spent), then the frame's.
    const wrongVerifier = newCodeVerifier();
    const wrong = await post('/v1/wallet/social/verify', { code, state, codeVerifier: wrongVerifier });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_EXPIRED' } });
    const verified = await post('/v1/wallet/social/verify', { code, state, codeVerifier });
    return {
      url: new URL(started.body.url),
      code,
      state,
      codeVerifier,
      codeChallenge,
      wrongVerifier,
      verified,
    };
  };

  it('logs none of them, for a login that succeeds and for ones the provider or the token fails', async () => {
    oidc.next({ sub: 'logged-subject' });
    const ok = await login();
    expect(ok.verified.status).toBe(200);
    oidc.tamperIdTokens(true);
    const forged = await login();
    oidc.tamperIdTokens(false);
    expect(forged.verified).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_REFUSED' } });
    oidc.failTokenEndpoint(500);
    const failed = await login();
    oidc.failTokenEndpoint(undefined);
    expect(failed.verified).toMatchObject({ status: 502, body: { code: 'SOCIAL_PROVIDER_FAILED' } });

    const { session } = ok.verified.body as { session: { accessToken: string; refreshToken: string } };
    const secrets = [
      clientSecret,
      session.accessToken,
      session.refreshToken,
      ...[ok, forged, failed].flatMap(({ url, code, state, codeVerifier, codeChallenge, wrongVerifier }) => [
        code,
        state,
        codeVerifier,
        codeChallenge,
        wrongVerifier,
        url.searchParams.get('nonce') ?? 'no nonce',
      ]),
    ];
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    // What failed is said: the check, the provider's status and OAuth error.
    const failures = lines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'wallet: social login failed');
    expect(failures.map(({ provider, status, reason }) => ({ provider, status, reason }))).toEqual([
      { provider: 'google', status: 400, reason: 'JWT signature verification failed' },
      { provider: 'google', status: 502, reason: 'unexpected HTTP response status code 500' },
    ]);
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    // No JWT (an ID or access token of the provider) either.
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
  });
});
