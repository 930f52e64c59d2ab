/** A failed connect attempt, shown by the ConnectingExternal error view (with retry). */
export interface ConnectError {
  connectorId: string;
  /** The wallet's error code when it gave one (4001, 4100, …). */
  code?: number;
  /** User-facing text (see `walletErrorMessage`). */
  message: string;
}
