import { translateText } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { toastStyles } from './styles.js';

/**
 * The state's toast (core hides the old one and waits the §9 150 ms before showing a new one). The live
 * region stays mounted so screen readers announce each message.
 */
export function Toast() {
  const t = useT();
  const toast = usePorticoState((state) => state.alerts.toast);
  return (
    <>
      <style>{toastStyles}</style>
      <div className="toast-region" role="status" aria-live="polite">
        {toast?.open ? (
          <div className="toast" data-variant={toast.variant}>
            {translateText(t, toast.message)}
          </div>
        ) : null}
      </div>
    </>
  );
}
