import type { TokenBalance } from '../../domain/chainAdapter/token.js';

/** The public actions of the Send flow. */
export interface SendApi {
  /** The Send form (§3 send state): the token to send, of the account's balances. */
  setSendToken(token: TokenBalance): void;
  /** The amount as typed (§5 decimal syntax; more decimals than the token has is refused at preview). */
  setSendAmount(amount: string): void;
  /** The receiver as typed: an address, or on eip155 a name (resolve it with `resolveSendReceiver`). */
  setSendReceiver(receiver: string): void;
  /** Resolves a typed eip155 name through Portico Cloud, with the receiver's profile name and image. */
  resolveSendReceiver(): Promise<void>;
  /** The whole token balance, or for the native coin the balance less the network fee. */
  setMaxSendAmount(): Promise<void>;
  /**
   * §5 send checks ('An amount and receiver address are required', 'A token is required', 'Unsupported chain',
   * decimals, address, balance and fee), then the fee estimate and WalletSendPreview; a failure sets `send.error`.
   */
  previewSend(): Promise<void>;
  /**
   * Sends through the connected wallet. Success clears the send state (§4) keeping `send.sent`, and refreshes
   * balances and activity; a rejection in the wallet keeps the form and sets `send.error`.
   */
  confirmSend(): Promise<void>;
  resetSend(): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends SendApi {}
}
