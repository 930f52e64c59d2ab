import { constants } from '../constants.js';
import type { Runtime } from './runtime.js';
import type { Portico } from './types.js';

export type Notifications = Pick<Portico, 'showToast' | 'hideToast' | 'dismissAlert'>;

/** The toast (§4: a new message hides the shown one, waits 150 ms, then shows) and the §8 alert. */
export function createNotifications(rt: Runtime): Notifications {
  const { get, set } = rt;
  const hideToast = () =>
    set((s) =>
      s.alerts.toast ? { ...s, alerts: { ...s.alerts, toast: { ...s.alerts.toast, open: false } } } : s,
    );
  return {
    showToast(toast) {
      const show = () =>
        set((s) => ({ ...s, alerts: { ...s.alerts, toast: { autoClose: true, ...toast, open: true } } }));
      if (!get().alerts.toast?.open) return show();
      hideToast();
      rt.later(constants.modal.toastReshowDelayMs, show);
    },
    hideToast,
    dismissAlert() {
      set((s) => {
        if (!s.alerts.alert) return s;
        const { alert: _dismissed, ...alerts } = s.alerts;
        return { ...s, alerts };
      });
    },
  };
}
