import * as oidc from 'openid-client';
import { SocialProfileError } from './socialProfiles.js';

/** Why the provider's step failed, as the frame is told: the login's fault (400) or the provider's (502). */
export interface SocialFailure {
  status: 400 | 502;
  code: 'SOCIAL_LOGIN_REFUSED' | 'SOCIAL_PROVIDER_FAILED';
  message: string;
  /** For the log: the error's name and code, never its message (it may quote a token). */
  logged: { error: string; code?: string };
}

/** openid-client's codes for an ID token that does not belong to this login (forged, replayed, another client's). */
const refusedTokenCodes = new Set<string>([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_INVALID_RESPONSE',
]);

export function socialFailure(provider: string, error: unknown): SocialFailure {
  const logged = {
    error: error instanceof Error ? error.name : typeof error,
    ...(typeof (error as { code?: unknown })?.code === 'string'
      ? { code: (error as { code: string }).code }
      : {}),
  };
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
    return {
      status: 400,
      code: 'SOCIAL_LOGIN_REFUSED',
      message: `${provider} refused the authorization code (expired, used, or issued for another redirect URI); log in again`,
      logged,
    };
  }
  if (error instanceof oidc.ClientError && refusedTokenCodes.has(error.code ?? '')) {
    return {
      status: 400,
      code: 'SOCIAL_LOGIN_REFUSED',
      // openid-client's message is generic; its cause names the check (never the token's content).
      message: `${provider}'s ID token was refused: ${error.cause instanceof Error ? error.cause.message : error.message}`,
      logged,
    };
  }
  const reason =
    error instanceof SocialProfileError ? error.message : `${provider} did not answer as expected`;
  return { status: 502, code: 'SOCIAL_PROVIDER_FAILED', message: `Social login failed: ${reason}`, logged };
}
