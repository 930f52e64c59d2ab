import { pageButtonStyle } from '../ConnectButton/styles.js';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';

/** Shows the active network; opens the modal on the network list. */
export function NetworkButton() {
  const portico = usePorticoInstance();
  const name = usePorticoState((state) => state.networks.activeCaipNetwork.name);
  return (
    <button
      type="button"
      style={pageButtonStyle}
      onClick={() => portico.open({ view: 'Networks' }).catch(() => {})}
    >
      {name}
    </button>
  );
}
