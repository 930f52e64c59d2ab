import type { SignInMessageData } from '../../../domain/signIn/signInMessage.js';
import type { SIWXMessageInput } from '../../../domain/signIn/siwxSession.js';

/** Where a sign-in message is for, and how long its session lasts. */
export interface SiwxMessageSettings {
  /** The message's statement, shown to the visitor by the wallet. */
  statement?: string;
  /** Seconds until the message (and its session) expires; default 24 hours. */
  expiresInSeconds?: number;
  /** The page's host; `location.host` by default. */
  domain?: string;
  /** The page's origin; `location.origin` by default. */
  uri?: string;
  /** The clock, in ms since the epoch (tests control it); `Date.now` by default. */
  now?: () => number;
}

const dayInSeconds = 24 * 60 * 60;

/**
 * The fields of a sign-in message for `input` with `nonce`: this page's host and origin (the verifier checks both
 * against the site it serves), Version 1, issued now and expiring after `expiresInSeconds`.
 */
export function messageFields(
  input: SIWXMessageInput,
  nonce: string,
  settings: SiwxMessageSettings = {},
): SignInMessageData {
  const location = globalThis.location as Location | undefined;
  const domain = settings.domain ?? location?.host;
  const uri = settings.uri ?? location?.origin;
  if (!domain || !uri)
    throw new Error('Sign-in needs the page’s domain and URI: give `domain` and `uri` outside a browser');
  const issued = (settings.now ?? Date.now)();
  const expiresIn = settings.expiresInSeconds ?? dayInSeconds;
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain,
    uri,
    version: '1',
    nonce,
    ...(settings.statement ? { statement: settings.statement } : {}),
    issuedAt: new Date(issued).toISOString(),
    expirationTime: new Date(issued + expiresIn * 1000).toISOString(),
  };
}
