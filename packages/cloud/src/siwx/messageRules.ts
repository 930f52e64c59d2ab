import { isOriginAllowed } from '@portico/core';
import type { SiwxMessageData } from '@portico/core/wire';
import { refusal, type SiwxRefusal, siwxMessages } from './siwxError.js';

/** A message's nonce: 8 or more alphanumerics (EIP-4361's rule, which Sign In With Solana follows). */
export const nonceFormat = /^[a-zA-Z0-9]{8,}$/;

/** How far the wallet's clock and the cloud's may disagree on Issued At, Expiration Time and Not Before. */
const clockSkewMs = 60_000;

const time = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/**
 * The message's times against `now`, each with `clockSkewMs` of tolerance: Issued At not in the future,
 * Not Before passed, Expiration Time not passed.
 */
export function timeRefusal(data: SiwxMessageData, now: number): SiwxRefusal | undefined {
  const issuedAt = time(data.issuedAt);
  const notBefore = time(data.notBefore);
  const expiresAt = time(data.expirationTime);
  if (expiresAt !== undefined && expiresAt <= now - clockSkewMs) {
    return refusal(401, 'MESSAGE_EXPIRED', siwxMessages.MESSAGE_EXPIRED);
  }
  if ((notBefore !== undefined && notBefore > now + clockSkewMs) || (issuedAt ?? now) > now + clockSkewMs) {
    return refusal(401, 'MESSAGE_NOT_YET_VALID', siwxMessages.MESSAGE_NOT_YET_VALID);
  }
  return undefined;
}

/**
 * The message binds the sign-in to a site of the project: its URI's origin must be on the project's allowlist
 * (without one, it must be the request's Origin) and its domain must be that URI's host.
 */
export function domainRefusal(
  data: SiwxMessageData,
  allowedOrigins: readonly string[],
  requestOrigin: string | undefined,
): SiwxRefusal | undefined {
  const uri = URL.canParse(data.uri) ? new URL(data.uri) : undefined;
  const allowed =
    uri !== undefined &&
    uri.host === data.domain &&
    (allowedOrigins.length === 0
      ? uri.origin === requestOrigin
      : isOriginAllowed(uri.origin, allowedOrigins));
  return allowed ? undefined : refusal(403, 'DOMAIN_NOT_ALLOWED', siwxMessages.DOMAIN_NOT_ALLOWED);
}

/**
 * A time within the message's validity, for a verifier that checks the times without tolerance: `now`, moved
 * inside Not Before … Expiration Time when `timeRefusal` admitted it through the tolerance.
 */
export function timeWithinMessage(data: SiwxMessageData, now: number): number {
  const notBefore = time(data.notBefore) ?? Number.NEGATIVE_INFINITY;
  const expiresAt = time(data.expirationTime) ?? Number.POSITIVE_INFINITY;
  return Math.min(Math.max(now, notBefore), expiresAt - 1);
}
