import type { PorticoState } from '../../instance/porticoState.js';
import type { PendingApproval } from './approvalState.js';

/** The request ApproveTransaction shows: the top of the stack. */
export const selectPendingApproval = (state: Pick<PorticoState, 'approval'>): PendingApproval | undefined =>
  state.approval.stack.at(-1);
