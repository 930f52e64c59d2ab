import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type { ConnectorEvent, ConnectorSource } from '../../domain/connectorSource/connectorSource.js';
import type { Runtime } from '../../instance/runtime.js';
import { toAlert } from '../../modal/alerts/toAlert.js';
import { withAlert } from '../../modal/alerts/withAlert.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { mergeConnectors } from '../../walletPicker/connectList/mergeConnectors.js';
import type { AccountActions } from '../account/accountActions.js';
import { networkOfChain, withNamespaceNetwork } from '../activeNetwork/networkUpdates.js';
import type { ConnectionActions } from './connectionActions.js';
import { withCurrentConnection, withUpdatedConnection } from './connectionUpdates.js';
import { connectorErrorAlert } from './connectorError.js';
import { currentConnection } from './currentConnection.js';
import { namespaceConnections } from './namespaceConnections.js';
import { walletErrorMessage } from './walletErrorMessage.js';

/**
 * What the wallets report through their sources: connectors, late approvals, account and chain changes,
 * disconnects (§4), and failures outside a call (a §8 alert, or the connector's connection error).
 */
export function connectorEventHandler(rt: Runtime, connections: ConnectionActions, account: AccountActions) {
  const { get, set } = rt;
  const connectorsBySource = new Map<string, readonly Connector[]>();

  const connectionIn = (namespace: ChainNamespace, connectorId: string) =>
    get().connection.connections[namespace]?.find((c) => c.connectorId === connectorId);

  const onAccountsChanged = (
    source: ConnectorSource,
    event: Extract<ConnectorEvent, { type: 'accountsChanged' }>,
  ) => {
    const reported = namespaceConnections(source.id, { ...event, supportsAllNetworks: true });
    for (const namespace of source.namespaces) {
      const known = connectionIn(namespace, event.connectorId);
      if (!known) continue;
      const accounts = reported.get(namespace)?.accounts;
      if (!accounts) {
        connections.removeConnection(namespace, event.connectorId);
        continue;
      }
      const connection = { ...known, accounts };
      if (currentConnection(get(), namespace)?.connectorId !== event.connectorId) {
        set((s) => withUpdatedConnection(s, namespace, connection));
        continue;
      }
      const connector = rt.findConnector(event.connectorId, namespace);
      set((s) => withCurrentConnection(s, namespace, connection, connector, rt.caipAddressOf));
      void account.afterChange(namespace);
    }
  };

  const onChainChanged = (event: Extract<ConnectorEvent, { type: 'chainChanged' }>) => {
    const [namespace, reference = ''] = event.caipNetworkId.split(':') as [ChainNamespace, string];
    const known = connectionIn(namespace, event.connectorId);
    if (!known) return;
    set((s) => withUpdatedConnection(s, namespace, { ...known, caipNetworkId: event.caipNetworkId }));
    if (currentConnection(get(), namespace)?.connectorId !== event.connectorId) return;
    const network = networkOfChain(get().networks.networks, namespace, reference);
    set((s) => withNamespaceNetwork(s, namespace, network, rt.caipAddressOf));
    void account.afterChange(namespace);
  };

  const onError = ({ connectorId, error }: Extract<ConnectorEvent, { type: 'error' }>) => {
    rt.options.logger.warn(`Connector ${connectorId} reported an error`, error);
    const alert = connectorErrorAlert(error);
    if (alert) return set((s) => withAlert(s, toAlert(alert)));
    const failure = { connectorId, code: rpcErrorCode(error), message: walletErrorMessage(error) };
    set((s) => ({ ...s, connection: { ...s.connection, error: failure } }));
  };

  return (source: ConnectorSource, event: ConnectorEvent) => {
    if (rt.isDestroyed()) return;
    switch (event.type) {
      case 'connectors':
        connectorsBySource.set(source.id, event.connectors);
        rt.setSourceConnectors(
          source.id,
          event.connectors.map((c) => c.id),
        );
        set((s) => ({
          ...s,
          connectors: { ...s.connectors, connectors: mergeConnectors(connectorsBySource.values()) },
        }));
        return;
      case 'connect':
        connections.adopt(source, event.connection);
        return;
      case 'accountsChanged':
        return onAccountsChanged(source, event);
      case 'chainChanged':
        return onChainChanged(event);
      case 'disconnect':
        for (const namespace of source.namespaces)
          if (connectionIn(namespace, event.connectorId))
            connections.removeConnection(namespace, event.connectorId);
        return;
      case 'display': {
        const { [event.connectorId]: _previous, ...others } = get().connection.displays;
        const displays = event.display ? { ...others, [event.connectorId]: event.display } : others;
        set((s) => ({ ...s, connection: { ...s.connection, displays } }));
        return;
      }
      case 'error':
        return onError(event);
    }
  };
}
