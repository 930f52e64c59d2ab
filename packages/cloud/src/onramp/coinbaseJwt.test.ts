import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { cdpJwt, readCdpKey } from './coinbaseJwt.js';

const keyName = 'organizations/0f1e/apiKeys/9a8b';
const url = new URL('https://api.developer.coinbase.com/onramp/v1/token?x=1');

describe('the CDP JWT (CDP’s documented claims, signed server-side with jose)', () => {
  it('an EC P-256 PEM (one-line `\\n` too) signs ES256: kid/sub the key name, iss cdp, a nonce, 2 minutes, uri METHOD host/path', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = privateKey.export({ type: 'sec1', format: 'pem' }).toString();
    const key = readCdpKey(keyName, pem.replaceAll('\n', '\\n'));
    expect(key?.alg).toBe('ES256');
    if (!key) return;
    const jwt = await cdpJwt(key, 'POST', url, 1_800_000_000);
    const { payload } = await jwtVerify(jwt, publicKey, { currentDate: new Date(1_800_000_010_000) });
    expect(payload).toEqual({
      iss: 'cdp',
      sub: keyName,
      nbf: 1_800_000_000,
      exp: 1_800_000_120,
      uri: 'POST api.developer.coinbase.com/onramp/v1/token',
    });
    expect(decodeProtectedHeader(jwt)).toMatchObject({
      alg: 'ES256',
      kid: keyName,
      typ: 'JWT',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('an Ed25519 key, as PEM or in CDP’s base64 form (seed and public key), signs EdDSA', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const jwk = privateKey.export({ format: 'jwk' });
    const base64 = Buffer.concat([
      Buffer.from(jwk.d ?? '', 'base64url'),
      Buffer.from(jwk.x ?? '', 'base64url'),
    ]).toString('base64');
    for (const text of [privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), base64]) {
      const key = readCdpKey(keyName, text);
      expect(key?.alg).toBe('EdDSA');
      if (!key) continue;
      const jwt = await cdpJwt(key, 'GET', url, Math.floor(Date.now() / 1000));
      expect((await jwtVerify(jwt, publicKey)).payload.uri).toBe(
        'GET api.developer.coinbase.com/onramp/v1/token',
      );
    }
  });

  it('anything else is no key: text, 32 bytes of base64, an RSA or a P-384 key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    for (const text of [
      'not-a-key',
      Buffer.alloc(32, 7).toString('base64'),
      rsa.toString(),
      p384.toString(),
    ]) {
      expect(readCdpKey(keyName, text)).toBeUndefined();
    }
  });
});
