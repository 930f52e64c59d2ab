import type { Runtime } from '../../instance/runtime.js';
import { constants } from '../../shared/constants.js';
import type { AlertsApi } from './alertsApi.js';
import type { ToastInput } from './types.js';

export type Notifications = AlertsApi;

/**
 * The toast (§4: a new message hides the shown one, waits 150 ms, then shows; an `autoClose` toast hides
 * itself after `toastAutoCloseMs`) and the §8 alert.
 */
export function createNotifications(rt: Runtime): Notifications {
  const { get, set } = rt;
  // Each showToast takes a new generation; a delayed show or hide of an older toast finds it stale and does nothing.
  let generation = 0;
  const hideToast = () =>
    set((s) =>
      s.alerts.toast ? { ...s, alerts: { ...s.alerts, toast: { ...s.alerts.toast, open: false } } } : s,
    );
  const show = (toast: ToastInput, shown: number) => {
    if (shown !== generation) return;
    const next = { autoClose: true, ...toast, open: true };
    set((s) => ({ ...s, alerts: { ...s.alerts, toast: next } }));
    if (!next.autoClose) return;
    rt.later(constants.modal.toastAutoCloseMs, () => {
      if (shown === generation) hideToast();
    });
  };
  return {
    showToast(toast) {
      const shown = ++generation;
      if (!get().alerts.toast?.open) return show(toast, shown);
      hideToast();
      rt.later(constants.modal.toastReshowDelayMs, () => show(toast, shown));
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
