import { generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { JWK } from 'oidc-provider';

/**
 * The ID tokens' signing key, generated at each start (nothing fetched, nothing stored): RS256, the algorithm real
 * providers use and an OpenID client expects when its registration names none.
 */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
}
