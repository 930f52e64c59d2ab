import type { EmbeddedRequest } from '../../domain/connectorSource/embeddedWalletSource.js';

/** An unsafe embedded-wallet request waiting for the visitor, who decides on it in the secure frame. */
export interface PendingApproval {
  id: number;
  request: EmbeddedRequest;
  /**
   * Asked while the modal was open on another view (a flow of the modal's own, such as the Swap view): its success
   * goes back to that view — §4's transaction stack popped — instead of closing the modal.
   */
  overView?: true;
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
