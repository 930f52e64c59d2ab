import type { AlertCode } from '../../shared/errors/alerts.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { cloudErrorAlert } from '../wire/errorCodes.js';

function parseJson(text: string | number | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The HTTP status of a failed cloud call, when the cloud answered. */
export function cloudStatus(error: unknown): number | undefined {
  return error instanceof PorticoError && error.code === 'HTTP_STATUS'
    ? Number(error.params.status)
    : undefined;
}

/**
 * The §8 alert for a failed cloud call: the reason code of a 403 (invalid project id, origin not allowed,
 * invalid key → 'Invalid App Configuration'; JWT not yet valid → 'Session Expired'), 'Rate Limited' on 429,
 * and 'Server Error' on 5xx or when the cloud cannot be reached at all. Other failures (a 400) have none.
 */
export function cloudAlert(error: unknown): AlertCode | undefined {
  if (!(error instanceof PorticoError)) return undefined;
  if (error.code === 'HTTP_REQUEST_FAILED' || error.code === 'HTTP_TIMEOUT') return 'SERVER_ERROR';
  const status = cloudStatus(error);
  if (status === undefined) return undefined;
  const byCode = cloudErrorAlert(parseJson(error.params.body));
  if (byCode) return byCode;
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'SERVER_ERROR' : undefined;
}
