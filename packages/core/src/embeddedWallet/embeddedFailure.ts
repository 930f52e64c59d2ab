import { errorMessage } from '../errors/toPorticoError.js';
import { authConnectorIds } from './authConnector.js';
import { embeddedErrorAlert, isSessionExpired } from './embeddedAlerts.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';

/**
 * Handles a failed call of the embedded wallet: logged, its §8 alert shown (load failure, request time-out,
 * Session Expired), and on Session Expired the embedded wallet's connection ended. Returns the message the
 * step shows.
 */
export function embeddedFailure(env: EmbeddedWalletEnv, error: unknown): string {
  env.rt.options.logger.error('The embedded wallet failed', error);
  const alert = embeddedErrorAlert(error);
  if (alert) env.showAlert(alert);
  if (isSessionExpired(error)) {
    for (const connectorId of authConnectorIds(env.rt, env.source))
      env
        .endConnection(connectorId)
        .catch((cause: unknown) =>
          env.rt.options.logger.error('Ending the expired embedded-wallet connection failed', cause),
        );
  }
  return errorMessage(error);
}
