import * as oidc from 'openid-client';
import { SocialProfileError } from './socialProfiles.js';

/** Why the provider's step failed, as the frame is told: the login's fault (400) or the provider's (502). */
export interface SocialFailure {
  status: 400 | 502;
  code: 'SOCIAL_LOGIN_REFUSED' | 'SOCIAL_PROVIDER_FAILED';
  message: string;
  /**
   * For the log: the error's class, code and what failed — openid-client's check or the provider's OAuth error
   * code, or the message of any other error — never a response body, a claim set or a token.
   */
  logged: { error: string; code?: string; reason: string; stack?: string };
}

/** openid-client's codes for an ID token that does not belong to this login: another nonce, client, issuer, time. */
const refusedTokenCodes = new Set(['OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED']);

/** openid-client's message is generic; its cause's names the check (never the token's content). */
function checkOf(error: oidc.ClientError): string {
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/**
 * An ID token refused by a check: its claims, or a signature that no key of the provider's JWKS verifies
 * (a forged or altered token). A token endpoint answer that is malformed is the provider's failure instead.
 */
function isRefusedToken(error: unknown): error is oidc.ClientError {
  if (!(error instanceof oidc.ClientError)) return false;
  if (refusedTokenCodes.has(error.code ?? '')) return true;
  if (error.code === 'OAUTH_KEY_SELECTION_FAILED') return true;
  return error.code === 'OAUTH_INVALID_RESPONSE' && /\bJWT\b|\bID Token\b/.test(checkOf(error));
}

/** The callback's parameters refused (RFC 9207's `iss` missing or another issuer's): what the frame passed on. */
function isRefusedCallback(error: unknown): error is oidc.ClientError {
  return (
    error instanceof oidc.ClientError &&
    error.code === 'OAUTH_INVALID_RESPONSE' &&
    /response parameter/.test(checkOf(error))
  );
}

/**
 * The provider's OAuth error code: from an error answer, or from a 200 answer that carries one instead of tokens
 * (GitHub answers a bad code so: `{ "error": "bad_verification_code" }`).
 */
function oauthErrorOf(error: unknown): string | undefined {
  if (error instanceof oidc.ResponseBodyError) return error.error;
  if (!(error instanceof oidc.ClientError) || error.code !== 'OAUTH_INVALID_RESPONSE') return undefined;
  const body = (error.cause as { cause?: { body?: { error?: unknown } } } | undefined)?.cause?.body;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/**
 * OAuth error codes that refuse this code — used, expired, another login's verifier, or issued for another
 * redirect URI (GitHub's `redirect_uri_mismatch` at the token step: the authorization URL was altered) — the
 * login's fault.
 */
const refusedCodeErrors = new Set(['invalid_grant', 'bad_verification_code', 'redirect_uri_mismatch']);

/** What the log says failed, without anything a response carried. */
function reasonOf(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return `${error.status} ${error.error}`;
  const oauthError = oauthErrorOf(error);
  if (oauthError !== undefined) return `200 ${oauthError}`;
  if (error instanceof oidc.ClientError) {
    // An unexpected answer carries the provider's response: its status is said, never its body.
    const response =
      error.cause instanceof Response ? error.cause : (error.cause as { cause?: unknown })?.cause;
    return response instanceof Response ? `${checkOf(error)} ${response.status}` : checkOf(error);
  }
  if (!(error instanceof Error)) return String(error);
  // fetch's "fetch failed" names its cause (ECONNREFUSED, a time-out).
  const cause =
    error.cause instanceof Error
      ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}`
      : '';
  return `${error.message}${cause}`;
}

function isFromProvider(error: Error): boolean {
  return (
    error instanceof oidc.ClientError ||
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    error instanceof SocialProfileError
  );
}

export function socialFailure(provider: string, error: unknown): SocialFailure {
  const code = (error as { code?: unknown } | null)?.code;
  const logged = {
    error: error instanceof Error ? error.name : typeof error,
    ...(typeof code === 'string' ? { code } : {}),
    reason: reasonOf(error),
    // Not openid-client's nor a provider's answer: a fault of ours or of the network, shown with where it arose.
    ...(error instanceof Error && !isFromProvider(error) && error.stack ? { stack: error.stack } : {}),
  };
  const oauthError = oauthErrorOf(error);
  if (oauthError !== undefined && refusedCodeErrors.has(oauthError)) {
    return {
      status: 400,
      code: 'SOCIAL_LOGIN_REFUSED',
      message: `${provider} refused the authorization code (expired, used, or issued for another login or redirect URI); log in again`,
      logged,
    };
  }
  if (isRefusedCallback(error)) {
    return {
      status: 400,
      code: 'SOCIAL_LOGIN_REFUSED',
      message: `The callback of ${provider} was refused: ${checkOf(error)}`,
      logged,
    };
  }
  if (isRefusedToken(error)) {
    return {
      status: 400,
      code: 'SOCIAL_LOGIN_REFUSED',
      message: `${provider}'s ID token was refused: ${checkOf(error)}`,
      logged,
    };
  }
  const reason =
    error instanceof SocialProfileError ? error.message : `${provider} did not answer as expected`;
  return { status: 502, code: 'SOCIAL_PROVIDER_FAILED', message: `Social login failed: ${reason}`, logged };
}
