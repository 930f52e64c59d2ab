import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { Connection } from './types.js';

/** The namespace's current connection, if any. */
export function currentConnection(state: PorticoState, namespace: ChainNamespace): Connection | undefined {
  const connectorId = state.connection.connectorIds[namespace];
  return state.connection.connections[namespace]?.find((c) => c.connectorId === connectorId);
}
