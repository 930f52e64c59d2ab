import {
  namespaceNames,
  type RouteData,
  selectSwitchError,
  sessionMessagePart,
  translateText,
} from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

/** Switching to another chain family: the connected wallet does not serve it, so the user confirms. */
export function SwitchActiveChainView({ data }: { data: RouteData['SwitchActiveChain'] }) {
  const portico = usePorticoInstance();
  const t = useT(sessionMessagePart);
  const error = usePorticoState(selectSwitchError);
  const family = namespaceNames[data.switchToChain];
  return (
    <div className="view center">
      <p>{t('network.switchTo', { name: family })}</p>
      <p className="muted">{t('network.familyUnsupported', { family })}</p>
      {error ? (
        <p className="error-text" role="alert">
          {translateText(t, error.message)}
        </p>
      ) : null}
      <button type="button" className="primary" onClick={() => void portico.confirmNetworkSwitch()}>
        {t('network.switch')}
      </button>
    </div>
  );
}
