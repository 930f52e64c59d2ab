import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';

/** Where a batch of calls (EIP-5792) is: being read, pending, landed, or failed. */
export type CallsStatusPhase = 'loading' | 'pending' | 'success' | 'failure';

/** The batch the CallsStatus view shows (`wallet_showCallsStatus`), as the wallet's `wallet_getCallsStatus` says. */
export interface CallsStatusState {
  /** The batch's id; absent when none was shown. */
  id?: string;
  phase: CallsStatusPhase;
  /** The network the batch was sent on. */
  caipNetworkId?: CaipNetworkId;
  /** The transactions the batch landed in (its receipts). */
  transactionHashes: readonly string[];
  /** Why its status could not be read. */
  error?: string;
}

export const initialCallsStatusState: CallsStatusState = { phase: 'loading', transactionHashes: [] };

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    callsStatus: CallsStatusState;
  }
}
