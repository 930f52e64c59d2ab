import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

/** Sign in with Apple's key: what signs the client secret Apple takes in place of a fixed one. */
export interface AppleSigningKey {
  teamId: string;
  keyId: string;
  privateKey: KeyObject;
}

/** Apple's audience for the client secret. */
const appleAudience = 'https://appleid.apple.com';
/** A signed secret is used this long (Apple accepts up to 6 months); a new one is signed before it ends. */
const secretTtlSeconds = 60 * 60;
const renewBeforeSeconds = 5 * 60;

/** The `.p8` key as Apple gives it (PKCS#8 PEM, EC P-256); `\n` written as two characters (one-line variables) too. */
export function readApplePrivateKey(pem: string): KeyObject | undefined {
  try {
    const key = createPrivateKey(pem.replaceAll('\\n', '\n'));
    const curve = key.asymmetricKeyDetails?.namedCurve;
    return key.asymmetricKeyType === 'ec' && curve === 'prime256v1' ? key : undefined;
  } catch {
    // Not a private key at all: the caller names the setting (never the value).
    return undefined;
  }
}

/**
 * The client secret of Apple's token endpoint: an ES256 JWT (`iss` the team id, `sub` the client id, `aud` Apple,
 * `kid` the key id), signed when first needed and again shortly before it expires. `now` in ms.
 */
export function appleClientSecrets(
  key: AppleSigningKey,
  clientId: string,
  now: () => number = Date.now,
): () => Promise<string> {
  let current: { secret: Promise<string>; expiresAt: number } | undefined;
  return () => {
    const seconds = Math.floor(now() / 1000);
    if (current === undefined || current.expiresAt - renewBeforeSeconds <= seconds) {
      const expiresAt = seconds + secretTtlSeconds;
      current = {
        expiresAt,
        secret: new SignJWT({})
          .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
          .setIssuer(key.teamId)
          .setSubject(clientId)
          .setAudience(appleAudience)
          .setIssuedAt(seconds)
          .setExpirationTime(expiresAt)
          .sign(key.privateKey),
      };
    }
    return current.secret;
  };
}
