/** §9 legal checkbox: whether the visitor agreed to the terms and privacy policy (for this instance's life). */
export interface LegalState {
  accepted: boolean;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    legal: LegalState;
  }
}
