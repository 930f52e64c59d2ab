/** The public actions of the legal checkbox. */
export interface LegalApi {
  /** Ticks or unticks the legal checkbox (§9 `legalCheckbox`): until it is ticked nothing connects. */
  setLegalAccepted(accepted: boolean): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends LegalApi {}
}
