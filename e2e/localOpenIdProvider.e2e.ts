import { createHash, randomBytes } from 'node:crypto';
import type { Stack } from '@portico/devnet';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, readStack } from './browser.js';

type Oidc = NonNullable<Stack['oidc']>;

function authorizationUrl(oidc: Oidc, provider: keyof Oidc['clients'], redirectUri: string) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const url = new URL('/auth', oidc.issuer);
  for (const [name, value] of Object.entries({
    client_id: oidc.clients[provider].clientId,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    url.searchParams.set(name, value);
  }
  return { url: url.href, verifier, state };
}

describe("the stack's local OpenID provider (issue 24)", () => {
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([readStack(), launchBrowser()]);
  });
  afterAll(() => browser?.close());

  it('logs a username in for Google in a browser and sends the code to the secure frame, whose secret redeems it', async () => {
    const oidc = stack.oidc;
    if (!oidc) throw new Error('the stack has no OpenID provider');
    const callback = `${stack.frameUrl}/social/callback`;
    expect(oidc.redirectUris).toEqual([callback]);
    const request = authorizationUrl(oidc, 'google', callback);
    const { page, offLoopback } = await openPage(browser);
    await page.goto(request.url);
    await expect(page.title()).resolves.toBe('Sign in with Google');
    await page.getByLabel('Username').fill('E2E-User');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(callback));
    const returned = new URL(page.url());
    expect(returned.searchParams.get('state')).toBe(request.state);
    const tokens = await fetch(`${oidc.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: returned.searchParams.get('code') ?? '',
        redirect_uri: callback,
        code_verifier: request.verifier,
        client_id: oidc.clients.google.clientId,
        client_secret: oidc.clients.google.clientSecret,
      }),
    });
    expect(tokens.status).toBe(200);
    const { id_token: idToken } = (await tokens.json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      iss: oidc.issuer,
      aud: oidc.clients.google.clientId,
      email: 'e2e-user@example.com',
    });
    expect(offLoopback).toEqual([]);
    await page.close();
  });

  it("keeps the client secrets from the demo's pages: its /stack.json has no oidc", async () => {
    const served = await (await fetch(`${stack.demoUrl}/stack.json`)).json();
    expect(served).toMatchObject({ cloudUrl: stack.cloudUrl, frameUrl: stack.frameUrl });
    expect(served).not.toHaveProperty('oidc');
  });
});
