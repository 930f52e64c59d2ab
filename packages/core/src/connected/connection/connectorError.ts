import { type AlertCode, connectorErrorAlerts } from '../../shared/errors/alerts.js';
import type { PorticoErrorCode } from '../../shared/errors/catalogue.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';

const alertsByCode: Partial<Record<PorticoErrorCode, AlertCode>> = connectorErrorAlerts;

/** The §8 alert a connector's error shows as (Session Expired for a JWT not yet valid or expired), if any. */
export function connectorErrorAlert(error: unknown): AlertCode | undefined {
  return error instanceof PorticoError ? alertsByCode[error.code] : undefined;
}
