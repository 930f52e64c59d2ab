import { parseCaipAddress } from '../../domain/caip/caipAddress.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { NamespaceConnection } from '../../domain/chainAdapter/ChainAdapter.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { Runtime } from '../../instance/runtime.js';
import { networkOfChain } from '../activeNetwork/networkUpdates.js';
import type { Connection } from './types.js';

const noConnections: readonly Connection[] = [];

/** A namespace's connections, current first, each with the network it is on. */
function namespaceView(state: PorticoState, namespace: ChainNamespace) {
  // One empty list, so that a namespace without connections is not sent again on every state change.
  const connections = state.connection.connections[namespace] ?? noConnections;
  const current = state.connection.connectorIds[namespace];
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  return { connections, current, network };
}

const sameView = (a: ReturnType<typeof namespaceView>, b: ReturnType<typeof namespaceView>) =>
  a.connections === b.connections && a.current === b.current && a.network === b.network;

/**
 * Chain libraries follow core (docs/architecture.md): after every change of a namespace's connections, its current
 * connection or its network, the namespace's adapter gets the connections with their providers. Calls are
 * made one at a time per namespace, and a newer view supersedes one not yet sent.
 */
export function followConnections(rt: Runtime): void {
  for (const [namespace, adapter] of rt.adapters) {
    const sync = adapter.syncConnections?.bind(adapter);
    if (!sync) continue;
    let running = Promise.resolve();
    let latest = 0;
    const push = (view: ReturnType<typeof namespaceView>) => {
      const version = ++latest;
      running = running.then(async () => {
        if (version !== latest || rt.isDestroyed()) return;
        try {
          await sync(await toAdapterView(rt, namespace, view));
        } catch (error) {
          // A view superseded meanwhile (a connection ended while its provider was asked for) is no failure:
          // the newer view follows.
          const level = version === latest ? 'error' : 'debug';
          rt.options.logger[level](`The ${namespace} adapter failed to follow the connections`, error);
        }
      });
    };
    push(namespaceView(rt.get(), namespace));
    rt.store.subscribe((state) => namespaceView(state, namespace), push, sameView);
  }
}

async function toAdapterView(
  rt: Runtime,
  namespace: ChainNamespace,
  { connections, current, network }: ReturnType<typeof namespaceView>,
): Promise<NamespaceConnection[]> {
  // State keeps the current connection first.
  const views = await Promise.all(
    connections.map((connection) => toConnectionView(rt, namespace, connection, current, network)),
  );
  return views.flatMap((view) => view ?? []);
}

async function toConnectionView(
  rt: Runtime,
  namespace: ChainNamespace,
  connection: Connection,
  current: string | undefined,
  namespaceNetwork: Network | undefined,
): Promise<NamespaceConnection | undefined> {
  const source = rt.sources.get(connection.sourceId);
  const reference = connection.caipNetworkId?.split(':')[1];
  const network =
    connection.connectorId === current || reference === undefined
      ? namespaceNetwork
      : networkOfChain(rt.get().networks.networks, namespace, reference);
  if (!source || !network) return undefined;
  const provider = await source.getProvider({ connectorId: connection.connectorId, namespace });
  const connector = rt.findConnector(connection.connectorId, namespace);
  return {
    connectorId: connection.connectorId,
    name: connector?.name ?? connection.connectorId,
    icon: connector?.imageUrl ?? connector?.info?.icon,
    addresses: connection.accounts.map((account) => parseCaipAddress(account.caipAddress).address),
    network,
    provider,
  };
}
