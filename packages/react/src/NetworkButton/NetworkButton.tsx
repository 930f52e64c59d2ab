import { usePageButtonStyle } from '../ConnectButton/usePageButtonStyle.js';
import { useLogger, usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';

/** Shows the active network; opens the modal on the network list. */
export function NetworkButton() {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const name = usePorticoState((state) => state.networks.activeCaipNetwork.name);
  const pageButtonStyle = usePageButtonStyle();
  return (
    <button
      type="button"
      style={pageButtonStyle}
      onClick={() =>
        portico
          .open({ view: 'Networks' })
          .catch((error: unknown) => logger.error('Opening the modal failed', error))
      }
    >
      {name}
    </button>
  );
}
