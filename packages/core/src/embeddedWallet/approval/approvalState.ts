import type { EmbeddedRequest } from '../../domain/connectorSource/embeddedWalletSource.js';

/** An unsafe embedded-wallet request waiting for the visitor, who decides on it in the secure frame. */
export interface PendingApproval {
  id: number;
  request: EmbeddedRequest;
}

/** §4 embedded-wallet requests: the transaction stack ApproveTransaction shows, its top first. */
export interface ApprovalState {
  stack: readonly PendingApproval[];
  /** The last request's failure in the frame (not a rejection). */
  error?: string;
}

export const initialApprovalState: ApprovalState = { stack: [] };

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    /** The ApproveTransaction stack of unsafe embedded-wallet requests. */
    approval: ApprovalState;
  }
}
