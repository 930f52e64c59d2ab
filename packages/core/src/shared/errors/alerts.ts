import { type ErrorCode, fillPlaceholders } from './catalogue.js';

export type AlertVariant = 'error' | 'warning' | 'info';

export interface Alert {
  readonly shortMessage: string;
  readonly longMessage: string;
  readonly variant: AlertVariant;
}

/**
 * §8 alerts. Short forms are the spec's titles; where the spec gives only a gist, the long form is Portico's
 * wording of it. `{name}` placeholders are filled by `formatAlert`.
 */
export const alertCatalogue = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network is not in the configured networks list. Add it to the `networks` option.',
    variant: 'error',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage:
      "This origin is not allowed, or the project id is invalid. Check the project id and the project's allowed origins.",
    variant: 'error',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'A project id is required. Set the `projectId` option.',
    variant: 'error',
  },
  SERVER_ERROR: {
    shortMessage: 'Server Error',
    longMessage: 'Failed to get the app configuration from the server. Please try again later.',
    variant: 'error',
  },
  RATE_LIMITED: {
    shortMessage: 'Rate Limited',
    longMessage: 'Too many requests were sent in a short time. Please wait a moment and try again.',
    variant: 'error',
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Network Error - Could not load embedded wallet',
    longMessage:
      'The embedded wallet could not be loaded. Check your network connection and that this origin is allowed.',
    variant: 'error',
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded Wallet Request Timed Out',
    longMessage: 'The embedded wallet did not answer in time. Check your network connection and try again.',
    variant: 'error',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage:
      "The session is invalid or has expired. Check that your device's date and time settings are correct, then reconnect.",
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    shortMessage: 'Unverified domain',
    longMessage: "This domain is not verified for the project. Add it to the project's allowed origins.",
    variant: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage: 'Multi-wallet support is not enabled. Please enable it in your AppKit configuration',
    variant: 'info',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    shortMessage: 'Local configuration ignored',
    longMessage: 'The remote project configuration overrides these local settings: {settings}',
    variant: 'warning',
  },
} as const satisfies Record<string, Alert>;

export type AlertCode = keyof typeof alertCatalogue;

/** §8 "server messages mapped to alerts": the server's reason code → the alert the modal shows. */
export const serverMessageAlerts = {
  ORIGIN_NOT_ALLOWED: 'INVALID_APP_CONFIGURATION',
  INVALID_KEY: 'INVALID_APP_CONFIGURATION',
  JWT_NOT_YET_VALID: 'SESSION_EXPIRED',
} as const satisfies Partial<Record<ErrorCode, AlertCode>>;

/**
 * A connector's errors the modal shows as a §8 alert rather than on the connecting view: the server messages,
 * a relay's "JWT expired" (the session is invalid: Session Expired, as for a JWT not yet valid), and the
 * embedded wallet's frame failing to load, timing out, or losing its session.
 */
export const connectorErrorAlerts = {
  ...serverMessageAlerts,
  JWT_EXPIRED: 'SESSION_EXPIRED',
  // The embedded wallet's frame: a load or request time-out, or a session the cloud no longer knows
  FRAME_LOAD_FAILED: 'EMBEDDED_WALLET_LOAD_FAILED',
  FRAME_REQUEST_TIMEOUT: 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
} as const satisfies Partial<Record<ErrorCode, AlertCode>>;

/** An alert with its `{name}` placeholders filled; `text` is "short: long", as the modal logs it. */
export function formatAlert(
  code: AlertCode,
  params: Readonly<Record<string, string | number>> = {},
): Alert & { readonly code: AlertCode; readonly text: string } {
  const { shortMessage, variant } = alertCatalogue[code];
  const longMessage = fillPlaceholders(alertCatalogue[code].longMessage, params);
  return { code, shortMessage, longMessage, variant, text: `${shortMessage}: ${longMessage}` };
}
