import type { EmbeddedWalletSource } from '../embedded/embeddedWalletSource.js';
import type { AlertCode } from '../errors/alerts.js';
import type { ModalActions } from '../modal/modalActions.js';
import type { Runtime } from '../portico/runtime.js';
import type { Portico } from '../portico/types.js';

/** What the email-login and email-update steps work with. */
export interface EmbeddedWalletEnv {
  rt: Runtime;
  source: EmbeddedWalletSource;
  modal: Pick<ModalActions, 'navigate' | 'leave'>;
  /** Core's connection machine (§4 statuses, persistence, reconnect). */
  connect: Portico['connect'];
  /** Ends a connection in every namespace it serves. */
  endConnection(connectorId: string): Promise<void>;
  /** Resolves when the frame is loaded (loading it when §5 allows); rejects when it cannot be. */
  frameReady(): Promise<void>;
  showAlert(code: AlertCode): void;
}
