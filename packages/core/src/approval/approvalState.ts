import type { EmbeddedRequest } from '../embedded/embeddedWalletSource.js';
import type { RequestSummary } from './summary/requestSummary.js';

/** An unsafe embedded-wallet request waiting for the visitor on ApproveTransaction. */
export interface PendingApproval {
  id: number;
  request: EmbeddedRequest;
  summary: RequestSummary;
}

/** §4 embedded-wallet requests: the transaction stack ApproveTransaction shows, its top first. */
export interface ApprovalState {
  stack: readonly PendingApproval[];
  /** The approved request is running in the frame. */
  running: boolean;
  /** The last approved request's failure. */
  error?: string;
}

export const initialApprovalState: ApprovalState = { stack: [], running: false };
