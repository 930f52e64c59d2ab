import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Runtime } from '../../instance/runtime.js';
import type { AccountActions } from '../account/accountActions.js';
import { withStatus } from '../account/withAccount.js';
import { namespacesOf } from '../activeNetwork/initialNetworkState.js';
import { followConnections } from './adapterSync.js';
import type { ConnectionActions } from './connectionActions.js';
import { connectorEventHandler } from './connectorEvents.js';
import { persistConnections } from './persistence.js';

/**
 * Sets the chain adapters and the connector sources up, restores the stored connections (§4 start), and from
 * then on persists every change of the connections and keeps the adapters' chain libraries following them.
 * Resolves when all is done; a source or adapter whose setup fails is logged and leaves its namespaces
 * disconnected.
 */
export async function startConnections(
  rt: Runtime,
  connections: ConnectionActions,
  account: AccountActions,
): Promise<void> {
  const { options } = rt;
  const onEvent = connectorEventHandler(rt, connections, account);
  const failed = new Set<ChainNamespace>();
  await Promise.all([
    ...[...rt.adapters.values()].map(async (adapter) => {
      try {
        await adapter.setup?.({
          networks: options.networks,
          logger: options.logger,
          disconnect: (connectorId) => connections.endConnection(connectorId, [adapter.namespace]),
        });
      } catch (error) {
        options.logger.error(`The ${adapter.namespace} chain adapter failed to set up`, error);
        failed.add(adapter.namespace);
      }
    }),
    ...[...rt.sources.values()].map(async (source) => {
      try {
        await source.setup({
          networks: options.networks,
          logger: options.logger,
          emit: (event) => onEvent(source, event),
        });
      } catch (error) {
        options.logger.error(`The connector source ${source.id} failed to set up`, error);
      }
    }),
  ]);
  await connections.restore();
  for (const namespace of failed) {
    // A namespace without a working adapter keeps no restored connection.
    for (const { connectorId } of rt.get().connection.connections[namespace] ?? [])
      connections.removeConnection(namespace, connectorId);
    rt.set((s) => withStatus(s, namespace, 'disconnected'));
  }
  if (rt.isDestroyed()) return;
  const namespaces = namespacesOf(options.networks);
  persistConnections(rt.storage, rt.get().connection, namespaces);
  rt.store.subscribe(
    (state) => state.connection,
    (connection) => persistConnections(rt.storage, connection, namespaces),
  );
  followConnections(rt);
}
