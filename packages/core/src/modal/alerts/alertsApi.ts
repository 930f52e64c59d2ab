import type { ToastInput } from './types.js';

/** The public actions of the toast and the §8 alert. */
export interface AlertsApi {
  showToast(toast: ToastInput): void;
  hideToast(): void;
  /** Removes the §8 alert shown in the alert bar. */
  dismissAlert(): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends AlertsApi {}
}
