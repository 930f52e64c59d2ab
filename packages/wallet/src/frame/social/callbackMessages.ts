import type { SocialCallback } from '../login/socialLogin.js';

/** The callback page → the frame documents of its own origin: the provider's answer. */
export const SOCIAL_CALLBACK_TYPE = '@w3m-frame/SOCIAL_CALLBACK';
/** The frame → the callback page: the answer reached the login waiting for it. */
export const SOCIAL_CALLBACK_RECEIVED_TYPE = '@w3m-frame/SOCIAL_CALLBACK_RECEIVED';

const field = (value: unknown, max: number): value is string | undefined =>
  value === undefined || (typeof value === 'string' && value.length > 0 && value.length <= max);

/** The SOCIAL_CALLBACK message in `data`, or undefined for anything else. */
export function parseSocialCallback(data: unknown): SocialCallback | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, state, code, iss, error } = data as Record<string, unknown>;
  if (type !== SOCIAL_CALLBACK_TYPE || typeof state !== 'string' || state === '') return undefined;
  if (!field(code, 2048) || !field(iss, 2048) || !field(error, 2048)) return undefined;
  return {
    state,
    ...(code === undefined ? {} : { code }),
    ...(iss === undefined ? {} : { iss }),
    ...(error === undefined ? {} : { error }),
  };
}
