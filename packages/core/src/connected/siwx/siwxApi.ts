/** The public actions of sign-in (§4 SIWX); each throws 'SIWX is not enabled' without the `siwx` option. */
export interface SiwxApi {
  /**
   * Signs the active account in on the active network: the message SIWXSignMessage shows, signed by the wallet,
   * verified and kept. Never rejects for the wallet's or verifier's refusal: the failure is in `state.siwx.error`
   * (and a toast), and the view is shown again.
   */
  signIn(): Promise<void>;
  /** Ends the active account's session; with required sign-in the wallet is disconnected too. */
  signOut(): Promise<void>;
  /**
   * §4 cancel on SIWXSignMessage: optional sign-in closes the modal (the account stays connected, unsigned);
   * required sign-in switches back to the last network the account signed in on, else disconnects.
   */
  cancelSignIn(): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends SiwxApi {}
}
