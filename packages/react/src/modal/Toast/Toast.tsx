import { constants, type Toast as ToastState } from '@portico/core';
import { useEffect, useRef, useState } from 'react';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { toastStyles } from './styles.js';

/**
 * The state's toast. A new toast while one is shown: hide the old one, wait the §9 re-show delay
 * (150 ms), then show the new one. The live region stays mounted so screen readers announce changes.
 */
export function Toast() {
  const toast = usePorticoState((state) => state.alerts.toast);
  const wanted = toast?.open ? toast : undefined;
  const [shown, setShown] = useState(wanted);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    if (wanted === shownRef.current) return;
    if (!shownRef.current || !wanted) {
      setShown(wanted);
      return;
    }
    setShown(undefined);
    const timer = setTimeout(() => setShown(wanted), constants.modal.toastReshowDelayMs);
    return () => clearTimeout(timer);
  }, [wanted]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      <style>{toastStyles}</style>
      {shown ? <ToastMessage toast={shown} /> : null}
    </div>
  );
}

function ToastMessage({ toast }: { toast: ToastState }) {
  return (
    <div className="toast" data-variant={toast.variant}>
      {toast.message}
    </div>
  );
}
