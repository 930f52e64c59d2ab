import { createPrivateKey, type KeyObject, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/** The operator's CDP secret API key, read: its name and the key that signs. */
export interface CdpKey {
  name: string;
  key: KeyObject;
  alg: 'ES256' | 'EdDSA';
}

/** A CDP JWT lasts 2 minutes (CDP's documented maximum). */
const ttlSeconds = 120;

/**
 * Reads a CDP secret API key: an EC P-256 key in PEM (ES256), or an Ed25519 key in PEM or in CDP's form (base64 of
 * the 32-byte seed and the 32-byte public key) (EdDSA). `\n` written as two characters (one-line variables) is a
 * line break. Undefined when it is neither; the caller names the setting, never the value.
 */
export function readCdpKey(name: string, text: string): CdpKey | undefined {
  try {
    if (text.includes('-----BEGIN')) {
      const key = createPrivateKey(text.replaceAll('\\n', '\n'));
      if (key.asymmetricKeyType === 'ed25519') return { name, key, alg: 'EdDSA' };
      const curve = key.asymmetricKeyDetails?.namedCurve;
      return key.asymmetricKeyType === 'ec' && curve === 'prime256v1'
        ? { name, key, alg: 'ES256' }
        : undefined;
    }
    const raw = Buffer.from(text.trim(), 'base64');
    if (raw.length !== 64) return undefined;
    const jwk = {
      kty: 'OKP',
      crv: 'Ed25519',
      d: raw.subarray(0, 32).toString('base64url'),
      x: raw.subarray(32).toString('base64url'),
    };
    return { name, key: createPrivateKey({ key: jwk, format: 'jwk' }), alg: 'EdDSA' };
  } catch {
    // Not a key at all.
    return undefined;
  }
}

/**
 * The bearer JWT of one CDP API call, as CDP documents it: header `kid` the key name and a random `nonce`; claims
 * `iss` `cdp`, `sub` the key name, `nbf`/`exp` now and 2 minutes on, and `uri` `METHOD host/path` of the call.
 */
export function cdpJwt(key: CdpKey, method: string, url: URL, nowSeconds: number): Promise<string> {
  return new SignJWT({ uri: `${method} ${url.host}${url.pathname}` })
    .setProtectedHeader({ alg: key.alg, kid: key.name, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
    .setIssuer('cdp')
    .setSubject(key.name)
    .setNotBefore(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(key.key);
}
