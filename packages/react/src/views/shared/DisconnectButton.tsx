import { errorMessage } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { logger } from '../../logger.js';

/** Disconnects every namespace; a failure (§8 'Failed to disconnect…') shows as an error toast. */
export function DisconnectButton() {
  const portico = usePorticoInstance();
  const disconnect = () => {
    portico.disconnect().catch((error: unknown) => {
      logger.warn('Disconnecting failed', error);
      portico.showToast({ message: errorMessage(error), variant: 'error' });
    });
  };
  return (
    <button type="button" className="secondary" onClick={disconnect}>
      Disconnect
    </button>
  );
}
