import type { PorticoState } from '../portico/types.js';
import type { NetworkSwitchError } from './switchError.js';
import type { NetworkState } from './types.js';

export const selectActiveNetworkState = (state: PorticoState): NetworkState | undefined =>
  state.networks.byNamespace[state.connection.activeNamespace];

/** The failed switch to the current SwitchNetwork or SwitchActiveChain view's network, if any. */
export const selectSwitchError = (state: PorticoState): NetworkSwitchError | undefined => {
  const route = state.router.history.at(-1);
  const network =
    route?.view === 'SwitchNetwork' || route?.view === 'SwitchActiveChain' ? route.data.network : undefined;
  const error = state.networks.switchError;
  return network && error?.caipNetworkId === network.caipNetworkId ? error : undefined;
};
