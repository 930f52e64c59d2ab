import type { PorticoState } from '../../instance/porticoState.js';
import type { PorticoAlert } from './types.js';

/** A §8 alert shown; a warning or info never hides an error alert already shown. */
export function withAlert(state: PorticoState, alert: PorticoAlert): PorticoState {
  if (state.alerts.alert?.variant === 'error' && alert.variant !== 'error') return state;
  return { ...state, alerts: { ...state.alerts, alert } };
}
