import { connectorErrorAlert } from '../../connected/connection/connectorError.js';
import type { EmbeddedWalletSource } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { Runtime } from '../../instance/runtime.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import { authConnectorIds } from './authConnector.js';

/** §8 Session Expired: the embedded wallet's session is gone, so its connection is too. */
const isSessionExpired = (error: unknown): boolean =>
  error instanceof PorticoError && error.code === 'SESSION_EXPIRED';

export interface FailureEnv {
  rt: Runtime;
  source: EmbeddedWalletSource;
  showAlert(code: AlertCode): void;
  /** Ends a connection in every namespace it serves. */
  endConnection(connectorId: string): Promise<void>;
}

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
