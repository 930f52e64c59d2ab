import { type RouteData, selectSwitchError, sessionMessagePart, translateText } from '@portico/core';
import { useEffect, useRef } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { NetworkImage } from '../shared/AssetImages.js';

/** Asks the wallet to switch to `data.network` as soon as it opens; core leaves the view when it did. */
export function SwitchNetworkView({ data }: { data: RouteData['SwitchNetwork'] }) {
  const portico = usePorticoInstance();
  const t = useT(sessionMessagePart);
  const error = usePorticoState(selectSwitchError);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void portico.confirmNetworkSwitch();
  }, [portico]);

  return (
    <div className="view center">
      <NetworkImage network={data.network} size={56} />
      {error ? (
        <>
          <p className="error-text" role="alert">
            {translateText(t, error.message)}
          </p>
          <button type="button" className="primary" onClick={() => void portico.confirmNetworkSwitch()}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <div role="status">
          <p>{t('network.switchTo', { name: data.network.name })}</p>
          <p className="muted">{t('network.approveSwitch')}</p>
        </div>
      )}
    </div>
  );
}
