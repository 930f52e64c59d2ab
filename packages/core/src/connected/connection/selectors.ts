import type { PorticoState } from '../../instance/porticoState.js';
import type { ConnectError } from './connectError.js';

/** The failed connect of the current ConnectingExternal view's connector, if any. */
export const selectConnectError = (state: PorticoState): ConnectError | undefined => {
  const route = state.router.history.at(-1);
  const error = state.connection.error;
  return route?.view === 'ConnectingExternal' && error?.connectorId === route.data.connectorId
    ? error
    : undefined;
};
