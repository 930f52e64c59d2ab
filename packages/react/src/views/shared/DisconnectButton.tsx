import { useLogger, usePorticoInstance } from '../../context/PorticoContext.js';
import { useT } from '../../hooks/useT.js';

/** Disconnects every namespace; a failure (§8 'Failed to disconnect…') shows as an error toast. */
export function DisconnectButton() {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const t = useT();
  const disconnect = () => {
    portico.disconnect().catch((error: unknown) => {
      logger.warn('Disconnecting failed', error);
      portico.showToast({
        message: error instanceof Error ? error.message : String(error),
        variant: 'error',
      });
    });
  };
  return (
    <button type="button" className="secondary" onClick={disconnect}>
      {t('common.disconnect')}
    </button>
  );
}
