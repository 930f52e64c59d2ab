import { createHash, randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, oidcBrowser } from './oidcBrowser.js';
import { type OidcProvider, startOidcProvider } from './oidcProvider.js';

const redirectUri = 'http://portico-frame.localhost:4101/social/callback';

function authorizationRequest(oidc: OidcProvider, overrides: Record<string, string | undefined> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const params: Record<string, string | undefined> = {
    client_id: oidc.clients.google.clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...overrides,
  };
  const url = new URL('/auth', oidc.issuer);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return { url: url.href, verifier, params };
}

/** Logs `username` in on the login page and answers the consent page. */
async function login(
  oidc: OidcProvider,
  username: string,
  decision: 'allow' | 'deny',
  client = oidc.clients.google,
) {
  const browser = oidcBrowser(redirectUri);
  const request = authorizationRequest(oidc, { client_id: client.clientId });
  const loginPage = await browser.open(request.url);
  expect(loginPage.html).toContain('Sign in with');
  const consentPage = await browser.post(loginPage.url, formAction(loginPage.html), { username });
  expect(consentPage.html).toContain(`as <strong>${username.toLowerCase()}</strong>`);
  const callback = await browser.post(consentPage.url, formAction(consentPage.html), { decision });
  expect(callback.url.searchParams.get('state')).toBe(request.params.state);
  return { request, callback: callback.url };
}

async function exchange(oidc: OidcProvider, code: string, verifier: string, client = oidc.clients.google) {
  const response = await fetch(`${oidc.issuer}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  return { status: response.status, body: await response.json() };
}

async function idTokenOf(oidc: OidcProvider, username: string, client = oidc.clients.google) {
  const { request, callback } = await login(oidc, username, 'allow', client);
  const tokens = await exchange(oidc, callback.searchParams.get('code') ?? '', request.verifier, client);
  expect(tokens.status).toBe(200);
  const jwks = createRemoteJWKSet(new URL(`${oidc.issuer}/jwks`));
  const { payload } = await jwtVerify(tokens.body.id_token, jwks, {
    issuer: oidc.issuer,
    audience: client.clientId,
  });
  expect(payload.nonce).toBe(request.params.nonce);
  return payload;
}

describe('the local OpenID provider', () => {
  let oidc: OidcProvider;
  beforeAll(async () => {
    oidc = await startOidcProvider({ port: 0, redirectUris: [redirectUri] });
  });
  afterAll(() => oidc?.stop());

  it('runs the authorization code flow with PKCE: login, consent, code, ID token verified against its JWKS', async () => {
    const discovery = await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery).toMatchObject({
      issuer: oidc.issuer,
      authorization_endpoint: `${oidc.issuer}/auth`,
      token_endpoint: `${oidc.issuer}/token`,
      jwks_uri: `${oidc.issuer}/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      scopes_supported: ['openid', 'email', 'profile'],
    });
    const payload = await idTokenOf(oidc, 'Alice');
    expect(payload).toMatchObject({
      email: 'alice@example.com',
      email_verified: true,
      preferred_username: 'alice',
      name: 'alice',
    });
    expect(payload.sub).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a username the same subject at every client, another username another', async () => {
    const google = await idTokenOf(oidc, 'bob');
    const github = await idTokenOf(oidc, 'bob', oidc.clients.github);
    const carol = await idTokenOf(oidc, 'carol', oidc.clients.github);
    expect(github.sub).toBe(google.sub);
    expect(carol.sub).not.toBe(google.sub);
  });

  it('refuses the code with another PKCE verifier, and the client secret of another provider', async () => {
    const { callback } = await login(oidc, 'dave', 'allow');
    const code = callback.searchParams.get('code') ?? '';
    const otherSecret = { ...oidc.clients.google, clientSecret: oidc.clients.github.clientSecret };
    expect(await exchange(oidc, code, randomBytes(32).toString('base64url'), otherSecret)).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await exchange(oidc, code, randomBytes(32).toString('base64url'))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('redeems a code once', async () => {
    const { request, callback } = await login(oidc, 'frank', 'allow');
    const code = callback.searchParams.get('code') ?? '';
    expect((await exchange(oidc, code, request.verifier)).status).toBe(200);
    expect(await exchange(oidc, code, request.verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('sends access_denied to the redirect URI when consent is denied', async () => {
    const { callback } = await login(oidc, 'erin', 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('remembers the login and the consent in the same browser; prompt=login asks again', async () => {
    const browser = oidcBrowser(redirectUri);
    const first = await browser.open(authorizationRequest(oidc).url);
    const consent = await browser.post(first.url, formAction(first.html), { username: 'grace' });
    await browser.post(consent.url, formAction(consent.html), { decision: 'allow' });
    const again = await browser.open(authorizationRequest(oidc).url);
    expect(again.url.searchParams.has('code')).toBe(true);
    const asked = await browser.open(authorizationRequest(oidc, { prompt: 'login' }).url);
    expect(asked.html).toContain('Sign in with Google');
  });

  it('keeps a refused username on the login page; Cancel sends access_denied', async () => {
    const browser = oidcBrowser(redirectUri);
    const loginPage = await browser.open(authorizationRequest(oidc).url);
    const refused = await browser.post(loginPage.url, formAction(loginPage.html), { username: 'no spaces' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert"');
    const cancel = /formaction="([^"]+)"/.exec(refused.html)?.[1] ?? '';
    const callback = await browser.post(refused.url, cancel, {});
    expect(callback.url.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a redirect URI that was not registered, without redirecting', async () => {
    const response = await oidcBrowser(redirectUri).open(
      authorizationRequest(oidc, { redirect_uri: 'http://127.0.0.1:9/social/callback' }).url,
    );
    expect(response.status).toBe(400);
    expect(response.html).toContain(
      'redirect_uri did not match any of the client&#39;s registered redirect_uris',
    );
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const response = await oidcBrowser(redirectUri).open(
      authorizationRequest(oidc, { code_challenge: undefined, code_challenge_method: undefined }).url,
    );
    expect(response.url.searchParams.get('error')).toBe('invalid_request');
    expect(response.url.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('registers the clients once the redirect URIs come, as the stack gives them after the cloud starts', async () => {
    const late = await startOidcProvider({ port: 0 });
    try {
      const before = await oidcBrowser(redirectUri).open(authorizationRequest(late).url);
      expect(before.status).toBe(400);
      expect(before.html).toContain('invalid_client');
      await expect(late.setRedirectUris(['not a URL'])).rejects.toThrow(
        'The client registration portico-google is refused: redirect_uris must only contain valid uris',
      );
      await late.setRedirectUris([redirectUri]);
      expect(late.toStack()).toEqual({
        issuer: late.issuer,
        redirectUris: [redirectUri],
        clients: late.clients,
      });
      const loginPage = await oidcBrowser(redirectUri).open(authorizationRequest(late).url);
      expect(loginPage.html).toContain('Sign in with Google');
    } finally {
      await late.stop();
    }
  });

  it('says which port is in use', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    await expect(startOidcProvider({ port })).rejects.toThrow(
      `The local OpenID provider could not listen on 127.0.0.1:${port}`,
    );
    await new Promise((resolve) => taken.close(resolve));
  });
});
