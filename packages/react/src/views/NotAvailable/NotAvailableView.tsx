import { usePorticoInstance } from '../../context/PorticoContext.js';

/** A view of the spec whose screen comes in a later release. */
export function NotAvailableView() {
  const portico = usePorticoInstance();
  return (
    <div className="view center">
      <p className="muted">This screen is not available yet.</p>
      <button type="button" className="secondary" onClick={() => portico.back()}>
        Go back
      </button>
    </div>
  );
}
