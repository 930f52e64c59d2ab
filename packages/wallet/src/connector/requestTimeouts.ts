/** §9: a request the frame answers in 20 s, unless it waits for the visitor or has no time-out. */
const defaultTimeoutMs = 20_000;

/** §9: the login steps wait for the visitor (a mailed code, a password): 120 s. */
const visitorStepTimeoutMs = 120_000;

const visitorSteps: ReadonlySet<string> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
]);

/** §9: fire-and-forget syncs are never timed out. */
const untimed: ReadonlySet<string> = new Set(['SYNC_THEME', 'SYNC_DAPP_DATA', 'SET_PREFERRED_ACCOUNT']);

/** How long the page waits for the frame's answer to `name`; `undefined`: as long as it takes. */
export function requestTimeoutMs(name: string): number | undefined {
  if (untimed.has(name)) return undefined;
  return visitorSteps.has(name) ? visitorStepTimeoutMs : defaultTimeoutMs;
}
