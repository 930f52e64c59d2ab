import type { Runtime } from '../../instance/runtime.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { toAlert } from './toAlert.js';
import { withAlert } from './withAlert.js';

/** Shows a §8 alert; a warning or info never hides an error alert already shown. */
export function showAlert(rt: Runtime, code: AlertCode, params: Record<string, string> = {}): void {
  rt.set((state) => withAlert(state, toAlert(code, params)));
}

/** Removes the alert of `code` when it is the one shown. */
export function clearAlert(rt: Runtime, code: AlertCode): void {
  rt.set((state) => {
    if (state.alerts.alert?.code !== code) return state;
    const { alert: _cleared, ...alerts } = state.alerts;
    return { ...state, alerts };
  });
}
