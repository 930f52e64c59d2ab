import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { constants } from '../../shared/constants.js';
import type { RecentConnection } from './types.js';

/** §6: a connection about to end goes first into the recent connections (one entry per connector and namespace). */
export function withRecentConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  connectorId: string,
): PorticoState {
  const connection = state.connection.connections[namespace]?.find((c) => c.connectorId === connectorId);
  if (!connection) return state;
  const connector = state.connectors.connectors.find((c) => c.id === connectorId && c.chain === namespace);
  const entry: RecentConnection = {
    connectorId,
    namespace,
    name: connector?.name ?? connection.auth?.name ?? connectorId,
    icon: connector?.imageUrl ?? connector?.info?.icon,
    caipAddress: connection.accounts[0]?.caipAddress,
  };
  const others = state.connection.recent.filter(
    (recent) => recent.connectorId !== connectorId || recent.namespace !== namespace,
  );
  const recent = [entry, ...others].slice(0, constants.wallets.recentConnectionsKept);
  return { ...state, connection: { ...state.connection, recent } };
}

/** §6: a recent connection is forgotten (deleted, or live again). */
export function withoutRecentConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  connectorId: string,
): PorticoState {
  const recent = state.connection.recent.filter(
    (entry) => entry.connectorId !== connectorId || entry.namespace !== namespace,
  );
  return recent.length === state.connection.recent.length
    ? state
    : { ...state, connection: { ...state.connection, recent } };
}
