import { classifyEmbeddedRpcMethod } from '@portico/core/adapters';

/** §9: a request the frame answers in 20 s, unless it waits for the visitor or has no time-out. */
const defaultTimeoutMs = 20_000;

/** §9: the login steps wait for the visitor (a mailed code, a provider's login, a Farcaster approval): 120 s. */
const visitorStepTimeoutMs = 120_000;

const visitorSteps: ReadonlySet<string> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'RESEND_LINK_OTP',
  'CONNECT_FARCASTER',
]);

/**
 * Never timed out: §9's fire-and-forget syncs, and what the visitor does in the frame's own document (a recovery
 * password) for as long as they need; closing the modal ends it (RPC_ABORT).
 */
const untimed: ReadonlySet<string> = new Set([
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'SET_PREFERRED_ACCOUNT',
  'RECOVERY_PASSWORD',
]);

/**
 * How long the page waits for the frame's answer to `name`; `undefined`: as long as it takes. An unsafe RPC request
 * waits for the visitor's approval in the frame, so it is not timed either.
 */
export function requestTimeoutMs(name: string, payload?: unknown): number | undefined {
  if (untimed.has(name)) return undefined;
  if (
    name === 'RPC_REQUEST' &&
    classifyEmbeddedRpcMethod((payload as { method?: unknown })?.method) === 'unsafe'
  ) {
    return undefined;
  }
  return visitorSteps.has(name) ? visitorStepTimeoutMs : defaultTimeoutMs;
}
