import type { SocialProvider } from '../../shared/validation/socialProvider.js';

/**
 * The public actions of the embedded wallet: email, social and Farcaster login, email update and its secure frame.
 */
export interface EmbeddedWalletApi {
  /**
   * §4 email login, the Connect view's Continue: §5 email-code trigger (a valid email, no request in flight, the
   * 30 s cooldown 'Please try again after N seconds'), then EmailLogin at the code step, or straight
   * to the connection. Never rejects: the outcome is in `embeddedWallet.login`.
   */
  connectEmail(email: string): Promise<void>;
  /** Sends the email code again, under the same §5 rules. */
  resendEmailCode(): Promise<void>;
  /**
   * EmailLogin's code step: the 6-digit code. A wallet that needs its recovery password goes to the recovery step,
   * where the visitor types it in the secure frame (shown with `attachSecureFrame`); then the wallet connects.
   */
  submitEmailOtp(otp: string): Promise<void>;
  /** Leaves EmailLogin and starts the email login over. */
  resetEmailLogin(): void;
  /** §4 email update from the Account view: UpdateEmailWallet at its new-email step. */
  startEmailUpdate(): void;
  submitNewEmail(email: string): Promise<void>;
  submitEmailUpdatePrimaryOtp(otp: string): Promise<void>;
  /** The code sent to the new email: the account's email becomes the new one. */
  submitEmailUpdateSecondaryOtp(otp: string): Promise<void>;
  /**
   * §4 social login, a social button of the Connect view (call it from the click itself: it opens the provider's
   * 600×800 window at once, or the pop-up blocker refuses it). ConnectingSocial follows the login; a wallet that needs
   * its recovery password goes to the recovery step there; then the wallet connects. Never rejects: the outcome is in
   * `embeddedWallet.social` ('Popup closed' when the window is closed first).
   */
  connectSocial(provider: SocialProvider): Promise<void>;
  /** Ends a social login under way (its window closed) and starts over. */
  resetSocialLogin(): void;
  /**
   * ConnectingSocial's link step (the provider's verified email already has an email wallet): the 6-digit code sent
   * to `embeddedWallet.social.linkEmail` links the login to that wallet, whose recovery step and connection follow.
   */
  submitSocialLinkOtp(otp: string): Promise<void>;
  /** Sends the link step's code again, under the §5 email-code rules. */
  resendSocialLinkCode(): Promise<void>;
  /**
   * §4 Farcaster login, the Farcaster button of the Connect view (no window: the Farcaster app approves a relay
   * channel). ConnectingFarcaster shows the channel's URL (§3 account `farcasterUrl`) as a QR code and a link; a
   * wallet that needs its recovery password goes to the recovery step there; then the wallet connects. Never
   * rejects: the outcome is in `embeddedWallet.farcaster` ('Failed to connect to farcaster'). Going back or closing
   * the modal ends it.
   */
  connectFarcaster(): Promise<void>;
  /**
   * Shows the embedded wallet's secure frame over `anchor` (an element of ApproveTransaction or of EmailLogin's
   * recovery step) until the returned function runs: approvals and recovery passwords happen in the frame's own
   * document. Without an embedded wallet, nothing shows.
   */
  attachSecureFrame(anchor: HTMLElement): () => void;
}

declare module '../../instance/portico.js' {
  interface Portico extends EmbeddedWalletApi {}
}
