/** The public actions of the legal checkbox. */
export interface LegalApi {
  /** Ticks or unticks the legal checkbox (§9 `legalCheckbox`): until it is ticked nothing connects. */
  setLegalAccepted(accepted: boolean): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends LegalApi {}
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /** Shown, with `privacyPolicyUrl`, in the legal note (§9 `legalCheckbox`). */
    termsConditionsUrl?: string;
    privacyPolicyUrl?: string;
  }
  interface ResolvedPorticoOptions {
    termsConditionsUrl?: string;
    privacyPolicyUrl?: string;
  }
}
