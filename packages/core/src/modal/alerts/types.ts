import type { AlertCode, AlertVariant } from '../../shared/errors/alerts.js';

/** §3 Notification message. */
export interface Toast {
  message: string;
  variant: 'success' | 'loading' | 'error';
  svg?: string;
  open: boolean;
  autoClose: boolean;
}

export type ToastInput = Pick<Toast, 'message' | 'variant'> & Partial<Pick<Toast, 'svg' | 'autoClose'>>;

/** A §8 alert as shown (short and long form). */
export interface PorticoAlert {
  code: AlertCode;
  shortMessage: string;
  longMessage: string;
  variant: AlertVariant;
}

export interface AlertsState {
  alert?: PorticoAlert;
  toast?: Toast;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    alerts: AlertsState;
  }
}
