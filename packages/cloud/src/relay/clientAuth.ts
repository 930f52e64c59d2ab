import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth';

/** Clocks may differ a little between a client and the relay. */
const clockSkewSeconds = 60;

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string };

/**
 * Checks the `auth` JWT a client connects with (EdDSA, signed by the key its `iss` did:key names, for this
 * relay's URL, not expired). The issuer is the client's identity: the same across its reconnects.
 * `acceptsAudience` decides whether the `aud` names this relay.
 */
export async function authenticateClient(
  token: string | undefined,
  acceptsAudience: (aud: string) => boolean,
  nowMs: number,
): Promise<AuthResult> {
  if (!token) return { ok: false, reason: 'Missing auth token' };
  let payload: { iss?: unknown; aud?: unknown; iat?: unknown; exp?: unknown };
  try {
    payload = decodeJWT(token).payload;
    if (!(await verifyJWT(token))) return { ok: false, reason: 'Invalid JWT signature' };
  } catch (error) {
    return { ok: false, reason: `Invalid JWT: ${(error as Error).message}` };
  }
  const { iss, aud, iat, exp } = payload;
  if (typeof iss !== 'string' || !iss.startsWith('did:key:'))
    return { ok: false, reason: 'Invalid JWT issuer' };
  if (typeof aud !== 'string' || !acceptsAudience(aud)) return { ok: false, reason: 'Invalid JWT audience' };
  const now = nowMs / 1000;
  if (typeof exp !== 'number' || exp <= now) return { ok: false, reason: 'JWT expired' };
  if (typeof iat !== 'number' || iat > now + clockSkewSeconds)
    return { ok: false, reason: 'JWT not yet valid' };
  return { ok: true, clientId: iss };
}

export const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Whether `aud` is the URL a client would reach this endpoint by: a ws:// or wss:// URL of the host the
 * request came to (TLS may end at a proxy) and of the relay's path.
 */
export function audienceMatcher(host: string | undefined, path: string): (aud: string) => boolean {
  return (aud) => {
    let url: URL;
    try {
      url = new URL(aud);
    } catch {
      return false;
    }
    return (
      (url.protocol === 'ws:' || url.protocol === 'wss:') &&
      host !== undefined &&
      url.host === host.toLowerCase() &&
      withoutTrailingSlash(url.pathname) === withoutTrailingSlash(path)
    );
  };
}
