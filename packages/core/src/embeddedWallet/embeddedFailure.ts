import { connectorErrorAlert } from '../connection/connectorError.js';
import { errorMessage } from '../errors/toPorticoError.js';
import { authConnectorIds } from './authConnector.js';
import { isSessionExpired } from './embeddedAlerts.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';

export type FailureEnv = Pick<EmbeddedWalletEnv, 'rt' | 'source' | 'showAlert' | 'endConnection'>;

/**
 * What a failed call of the embedded wallet does besides failing: its §8 alert (load failure, request time-out,
 * Session Expired), and on Session Expired the embedded wallet's connection ended.
 */
export function embeddedFailureEffects(env: FailureEnv, error: unknown): void {
  const alert = connectorErrorAlert(error);
  if (alert) env.showAlert(alert);
  if (!isSessionExpired(error)) return;
  for (const connectorId of authConnectorIds(env.rt, env.source))
    env
      .endConnection(connectorId)
      .catch((cause: unknown) =>
        env.rt.options.logger.error('Ending the expired embedded-wallet connection failed', cause),
      );
}

/** A failed step of the embedded wallet: logged, its effects applied; returns the message the step shows. */
export function embeddedFailure(env: FailureEnv, error: unknown): string {
  env.rt.options.logger.error('The embedded wallet failed', error);
  embeddedFailureEffects(env, error);
  return errorMessage(error);
}
