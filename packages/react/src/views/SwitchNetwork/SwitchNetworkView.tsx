import { errorMessage, type RouteData } from '@portico/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';

type SwitchStatus = { kind: 'pending' } | { kind: 'error'; message: string };

/**
 * Asks the wallet to switch to `data.network` as soon as it opens and returns to the previous view when it
 * did; on failure it shows why, with Retry.
 */
export function SwitchNetworkView({ data }: { data: RouteData['SwitchNetwork'] }) {
  const portico = usePorticoInstance();
  const [status, setStatus] = useState<SwitchStatus>({ kind: 'pending' });
  const started = useRef(false);

  const attempt = useCallback(() => {
    setStatus({ kind: 'pending' });
    portico.switchActiveNetwork(data.network).then(
      () => portico.back(),
      (error: unknown) => setStatus({ kind: 'error', message: errorMessage(error) }),
    );
  }, [portico, data.network]);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    attempt();
  }, [attempt]);

  return (
    <div className="view center">
      {status.kind === 'error' ? (
        <>
          <p className="error-text" role="alert">
            {status.message}
          </p>
          <button type="button" className="primary" onClick={attempt}>
            Retry
          </button>
        </>
      ) : (
        <div role="status">
          <p>Switch to {data.network.name}</p>
          <p className="muted">Approve the network switch in your wallet</p>
        </div>
      )}
    </div>
  );
}
