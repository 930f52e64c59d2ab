import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { ConnectorSource, WalletConnection } from '../../domain/connectorSource/connectorSource.js';
import type { Network } from '../../domain/networks/network.js';
import type { Runtime } from '../../instance/runtime.js';
import type { AccountActions } from '../account/accountActions.js';
import { withStatus } from '../account/withAccount.js';
import { connectionStorageKeys } from './connectionStorageKeys.js';

/** The parts of the connection machine a restore uses. */
export interface RestoreMachine {
  /** `adopt` without refreshing the accounts; `replace: false` keeps the namespace's other connections. */
  takeConnection(source: ConnectorSource, wallet: WalletConnection, replace: boolean): ChainNamespace[];
  /** The network to ask for in each namespace a source serves, the connecting namespace's first. */
  requestedNetworks(source: ConnectorSource, namespace: ChainNamespace): Network[];
}

/** §4 at start: stored connections are restored without a prompt; a failed sync goes to disconnected. */
export async function restoreConnections(
  rt: Runtime,
  { takeConnection, requestedNetworks }: RestoreMachine,
  account: Pick<AccountActions, 'afterChange'>,
): Promise<void> {
  const { get, set, storage, options } = rt;
  const { logger } = options;
  const stored = options.enableReconnect ? (storage.get(connectionStorageKeys.connections) ?? []) : [];
  const namespaces = [...new Set(stored.flatMap((entry) => entry.namespaces))];
  const restored = [...namespaces];
  const isCurrent = (connectorId: string) =>
    namespaces.some((n) => storage.get(connectionStorageKeys.connectorId(n)) === connectorId);
  for (const namespace of namespaces) set((s) => withStatus(s, namespace, 'reconnecting'));
  // The current ones go last so that they end up current. §4: live connections reconnect directly.
  const ordered = [
    ...stored.filter((entry) => !isCurrent(entry.connectorId)),
    ...stored.filter((entry) => isCurrent(entry.connectorId)),
  ];
  for (const { sourceId, connectorId } of ordered) {
    const source = rt.sources.get(sourceId);
    if (!source) continue;
    const wallet = await source
      .reconnect({ connectorId, networks: requestedNetworks(source, source.namespaces[0] ?? 'eip155') })
      .catch((error: unknown) => {
        logger.warn(`Reconnecting ${connectorId} failed`, error);
        return undefined;
      });
    if (wallet) restored.push(...takeConnection(source, wallet, false));
  }
  for (const namespace of new Set(restored)) {
    if (!get().connection.connectorIds[namespace]) set((s) => withStatus(s, namespace, 'disconnected'));
    await account.afterChange(namespace);
  }
}
