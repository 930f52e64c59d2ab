import { connectingMessagePart, type RouteData, selectConnectError, translateText } from '@portico/core';
import { useLogger, usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { WalletImage } from '../shared/WalletImage.js';

/** Connecting an external wallet: pending with the wallet's name and icon, or the error with Retry. */
export function ConnectingExternalView({ data }: { data: RouteData['ConnectingExternal'] }) {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const t = useT(connectingMessagePart);
  const connector = usePorticoState((state) =>
    state.connectors.connectors.find((candidate) => candidate.id === data.connectorId),
  );
  const error = usePorticoState(selectConnectError);
  const name = connector?.name ?? t('connect.yourWallet');
  const retry = () => {
    portico
      .connect(data.connectorId, { namespace: connector?.chain })
      // The view shows the failure (`selectConnectError`) with Retry.
      .catch((failure: unknown) => logger.debug('Connecting failed', failure));
  };
  return (
    <div className="view center">
      {connector ? (
        <WalletImage name={connector.name} src={connector.imageUrl ?? connector.info?.icon} size={64} />
      ) : null}
      {error ? (
        <>
          <p className="error-text" role="alert">
            {translateText(t, error.message)}
          </p>
          <button type="button" className="primary" onClick={retry}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <div role="status">
          <p>{t('connect.continueIn', { name })}</p>
          <p className="muted">{t('connect.acceptRequest')}</p>
        </div>
      )}
    </div>
  );
}
