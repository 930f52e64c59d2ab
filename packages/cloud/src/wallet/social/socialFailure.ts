import * as oidc from 'openid-client';
import { SocialProfileError } from './socialProfiles.js';

/** Why the provider's step failed, as the frame is told: the login's fault (400) or the provider's (502). */
export interface SocialFailure {
  status: 400 | 502;
  code: 'SOCIAL_LOGIN_REFUSED' | 'SOCIAL_PROVIDER_FAILED';
  message: string;
  /** For the log: the error's class and code, never its message's details or cause (they may quote a token). */
  logged: { error: string; code?: string };
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

export function socialFailure(provider: string, error: unknown): SocialFailure {
  const code = (error as { code?: unknown } | null)?.code;
  const logged = {
    error: error instanceof Error ? error.name : typeof error,
    ...(typeof code === 'string' ? { code } : {}),
  };
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
    return {
      status: 400,
      code: 'SOCIAL_LOGIN_REFUSED',
      message: `${provider} refused the authorization code (expired, used, or issued for another login or redirect URI); log in again`,
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
