import { usePageButtonStyle } from '../ConnectButton/usePageButtonStyle.js';
import { useLogger, usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { NetworkIcon } from './NetworkIcon.js';

/** Shows the active network; opens the modal on the network list. */
export function NetworkButton() {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const network = usePorticoState((state) => state.networks.activeCaipNetwork);
  const { name } = network;
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
      <NetworkIcon network={network} />
      {name}
    </button>
  );
}
