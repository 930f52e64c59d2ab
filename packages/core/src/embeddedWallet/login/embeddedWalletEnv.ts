import type { ConnectionApi } from '../../connected/connection/connectionApi.js';
import type { EmbeddedWalletSource } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { Runtime } from '../../instance/runtime.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';

/** What the email-login and email-update steps work with. */
export interface EmbeddedWalletEnv {
  rt: Runtime;
  source: EmbeddedWalletSource;
  modal: Pick<ModalActions, 'navigate' | 'leave'>;
  /** Core's connection machine (§4 statuses, persistence, reconnect). */
  connect: ConnectionApi['connect'];
  /** Resolves when the frame is loaded (loading it when §5 allows); rejects when it cannot be. */
  frameReady(): Promise<void>;
  /**
   * Handles a failed call of the embedded wallet (logged, its §8 alert, Session Expired ending the connection);
   * returns the message the step shows.
   */
  fail(error: unknown): string;
}
