import type { AlertCode } from '../errors/alerts.js';
import type { ErrorCode } from '../errors/catalogue.js';
import { PorticoError } from '../errors/PorticoError.js';

/** §8: the embedded wallet's failures that the modal shows as an alert, besides the step's own error. */
const embeddedErrorAlerts = {
  FRAME_LOAD_FAILED: 'EMBEDDED_WALLET_LOAD_FAILED',
  FRAME_REQUEST_TIMEOUT: 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
} as const satisfies Partial<Record<ErrorCode, AlertCode>>;

/** The §8 alert an embedded-wallet failure maps to, if any. */
export function embeddedErrorAlert(error: unknown): AlertCode | undefined {
  if (!(error instanceof PorticoError)) return undefined;
  return (embeddedErrorAlerts as Partial<Record<ErrorCode, AlertCode>>)[error.code];
}

/** §8 Session Expired: the embedded wallet's session is gone, so its connection is too. */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof PorticoError && error.code === 'SESSION_EXPIRED';
