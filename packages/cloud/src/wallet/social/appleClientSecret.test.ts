import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../../test/fakeOidcProvider.js';
import { codeChallengeOf } from '../../test/socialClient.js';
import { appleClientSecrets, readApplePrivateKey } from './appleClientSecret.js';
import { configuredProviders } from './configuredProviders.js';
import { ProviderClient } from './providerClient.js';

const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const appleKey = { teamId: 'TEAM123456', keyId: 'KEY7654321', privateKey: pem };

async function verifySecret(secret: string, clientId: string, at = new Date()) {
  const { payload } = await jwtVerify(secret, pair.publicKey, {
    currentDate: at,
    issuer: appleKey.teamId,
    subject: clientId,
    audience: 'https://appleid.apple.com',
    algorithms: ['ES256'],
  });
  return { payload, header: decodeProtectedHeader(secret) };
}

describe("Apple's key-signed client secret", () => {
  it('is an ES256 JWT of the team, for the client, to Apple, renewed shortly before it expires', async () => {
    let now = Date.UTC(2026, 10, 1);
    const key = readApplePrivateKey(pem.replaceAll('\n', '\\n'));
    if (key === undefined) throw new Error('the .p8 key written on one line was not read');
    const secrets = appleClientSecrets({ ...appleKey, privateKey: key }, 'com.example.web', () => now);
    const first = await secrets();
    const { payload, header } = await verifySecret(first, 'com.example.web', new Date(now));
    expect(header).toEqual({ alg: 'ES256', kid: appleKey.keyId });
    expect(payload).toEqual({
      iss: appleKey.teamId,
      sub: 'com.example.web',
      aud: 'https://appleid.apple.com',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    now += 50 * 60_000;
    expect(await secrets()).toBe(first);
    now += 6 * 60_000;
    expect(await secrets()).not.toBe(first);
  });

  it('reads only an EC P-256 private key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expect(readApplePrivateKey(rsa.toString())).toBeUndefined();
    expect(readApplePrivateKey('not a key')).toBeUndefined();
  });

  it('refuses to start on half a key, or a key and a secret', () => {
    expect(() => configuredProviders({ apple: { clientId: 'id', teamId: 'T', privateKey: pem } })).toThrow(
      'wallet.social.apple: keyId missing (the key-signed client secret needs teamId, keyId and privateKey)',
    );
    expect(() => configuredProviders({ apple: { clientId: 'id', clientSecret: 's', ...appleKey } })).toThrow(
      'wallet.social.apple: set clientSecret or the key (teamId, keyId, privateKey), not both',
    );
    expect(() =>
      configuredProviders({ apple: { clientId: 'id', ...appleKey, privateKey: 'garbage' } }),
    ).toThrow(
      'wallet.social.apple.privateKey is not the .p8 key Apple gives (a PKCS#8 PEM EC P-256 private key)',
    );
    expect(() => configuredProviders({ google: { clientId: 'id', clientSecret: 's', teamId: 'T' } })).toThrow(
      'wallet.social.google.teamId does not apply: only apple signs its client secret with a key',
    );
  });

  describe('at the token endpoint', () => {
    let oidc: FakeOidcProvider;
    beforeAll(async () => {
      oidc = await startFakeOidcProvider('com.example.web');
    });
    afterAll(() => oidc?.stop());

    it('is what the cloud sends as client_secret, and the login goes through', async () => {
      const settings = configuredProviders({
        apple: { clientId: 'com.example.web', ...appleKey, issuer: oidc.issuer },
      }).get('apple');
      if (settings === undefined) throw new Error('apple is not configured');
      const client = new ProviderClient(settings);
      const checks = {
        state: 'S'.repeat(43),
        codeVerifier: 'V'.repeat(43),
        codeChallenge: codeChallengeOf('V'.repeat(43)),
        nonce: 'N'.repeat(43),
        redirectUri: 'http://127.0.0.1:9/social/callback',
      };
      oidc.next({
        sub: '001234.apple-subject',
        email: 'relay@privaterelay.appleid.com',
        email_verified: true,
      });
      const authorize = await fetch(await client.authorizationUrl(checks), { redirect: 'manual' });
      const code = new URL(authorize.headers.get('location') ?? '').searchParams.get('code') ?? '';
      expect(await client.identity(checks, { code })).toEqual({
        subject: '001234.apple-subject',
        username: 'relay@privaterelay.appleid.com',
        email: 'relay@privaterelay.appleid.com',
        emailVerified: true,
      });
      const sent = oidc.tokenRequests.at(-1);
      expect(sent?.client_id).toBe('com.example.web');
      await expect(verifySecret(sent?.client_secret ?? '', 'com.example.web')).resolves.toBeDefined();
    });
  });
});
