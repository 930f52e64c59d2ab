import { type AlertCode, serverMessageAlerts } from '../../shared/errors/alerts.js';

/** The `code` of a cloud error response body (`CloudErrorBody`), by HTTP status. */
const cloudErrorCodes = [
  // 403
  'INVALID_PROJECT_ID',
  'ORIGIN_NOT_ALLOWED',
  'JWT_NOT_YET_VALID',
  'INVALID_KEY',
  // 400, 404, 413, 415
  'BAD_REQUEST',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // 429
  'RATE_LIMITED',
  // 5xx
  'SERVER_ERROR',
] as const;

export type CloudErrorCode = (typeof cloudErrorCodes)[number];

/** Every non-2xx cloud response has this JSON body. */
export interface CloudErrorBody {
  code: CloudErrorCode;
  message: string;
}

/** The §8 alert the modal shows for a cloud error code; codes without an alert are handled by their caller. */
const cloudErrorAlerts = {
  ...serverMessageAlerts,
  INVALID_PROJECT_ID: 'INVALID_APP_CONFIGURATION',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
} as const satisfies Partial<Record<CloudErrorCode, AlertCode>>;

export function isCloudErrorBody(value: unknown): value is CloudErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof message === 'string' && (cloudErrorCodes as readonly unknown[]).includes(code);
}

/** The alert for a cloud error response body, or `undefined` when it is not one or has no alert. */
export function cloudErrorAlert(body: unknown): AlertCode | undefined {
  if (!isCloudErrorBody(body)) return undefined;
  return (cloudErrorAlerts as Partial<Record<CloudErrorCode, AlertCode>>)[body.code];
}
