import { type AlertCode, serverMessageAlerts } from '../../shared/errors/alerts.js';
import type { CloudErrorCode } from './cloudMessages.js';

/** The §8 alert the modal shows for a cloud error code; codes without an alert are handled by their caller. */
const cloudErrorAlerts = {
  ...serverMessageAlerts,
  INVALID_PROJECT_ID: 'INVALID_APP_CONFIGURATION',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
} as const satisfies Partial<Record<CloudErrorCode, AlertCode>>;

/**
 * The alert for a cloud error response body, or `undefined` when it is not one or has no alert. A body is read by
 * its `code` alone (`isCloudErrorBody`, with the list of codes, is the cloud's: the dApp does not ship it).
 */
export function cloudErrorAlert(body: unknown): AlertCode | undefined {
  const { code, message }: { code?: unknown; message?: unknown } = (typeof body === 'object' && body) || {};
  return typeof message === 'string' && typeof code === 'string' && Object.hasOwn(cloudErrorAlerts, code)
    ? cloudErrorAlerts[code as keyof typeof cloudErrorAlerts]
    : undefined;
}
