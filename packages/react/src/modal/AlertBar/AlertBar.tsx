import { usePorticoState } from '../../hooks/usePorticoState.js';
import { alertBarStyles } from './styles.js';

/** The §8 alert of the state, short form as the title and long form below it. */
export function AlertBar() {
  const alert = usePorticoState((state) => state.alerts.alert);
  if (!alert) return null;
  return (
    <div className="alert-bar" role="alert" data-variant={alert.variant}>
      <style>{alertBarStyles}</style>
      <strong>{alert.shortMessage}</strong>
      <p>{alert.longMessage}</p>
    </div>
  );
}
