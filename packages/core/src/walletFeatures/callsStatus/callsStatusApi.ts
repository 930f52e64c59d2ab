/** The status of a batch of calls (EIP-5792 `wallet_showCallsStatus`). */
export interface CallsStatusApi {
  /**
   * Opens the CallsStatus view on the batch `id` (what `wallet_sendCalls` answered) and reads its status from the
   * connected eip155 wallet (`wallet_getCallsStatus`) until it lands or fails. The embedded wallet's provider does
   * this when a page calls `wallet_showCallsStatus`.
   */
  showCallsStatus(id: string): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends CallsStatusApi {}
}
