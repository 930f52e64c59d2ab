import { translateFilled } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { CloseIcon } from '../icons/icons.js';
import { alertBarStyles } from './styles.js';

/** The §8 alert of the state, short form as the title and long form below it, with a Dismiss button. */
export function AlertBar() {
  const portico = usePorticoInstance();
  const t = useT();
  const alert = usePorticoState((state) => state.alerts.alert);
  if (!alert) return null;
  return (
    <div className="alert-bar" role="alert" data-variant={alert.variant}>
      <style>{alertBarStyles}</style>
      <div className="alert-text">
        <strong>{t(`alert.${alert.code}`)}</strong>
        <p>{translateFilled(t, `alert.${alert.code}.long`, alert.longMessage)}</p>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('modal.dismiss')}
        onClick={() => portico.dismissAlert()}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
