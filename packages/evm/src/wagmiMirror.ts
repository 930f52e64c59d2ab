import type { Network } from '@portico/core';
import type { NamespaceConnection } from '@portico/core/adapters';
import { type Config, type Connector, createConnector } from '@wagmi/core';
import type { Address, EIP1193Provider } from 'viem';
import { switchChain } from './switchChain.js';

/**
 * wagmi follows core (docs/architecture.md): each eip155 connection core holds becomes a wagmi connection over the
 * same provider, with core's current one as wagmi's current. wagmi keeps no record of its own (no storage), so
 * the two never disagree; a dApp's wagmi actions reach the wallet through these connectors, and wagmi's
 * disconnect goes through Portico.
 */
export function createWagmiMirror(
  config: Config,
  networks: () => readonly Network[],
  disconnect: (connectorId: string) => Promise<void>,
): (views: readonly NamespaceConnection[]) => void {
  // Core's latest view of each connection, and the wagmi connector made for it (new when its provider changes).
  const views = new Map<string, NamespaceConnection>();
  const connectors = new Map<string, Connector>();

  const mirrorConnector = (connectorId: string): Connector => {
    const latest = () => {
      const view = views.get(connectorId);
      if (!view) throw new Error(`${connectorId} is not connected`);
      return view;
    };
    return config._internal.connectors.setup(
      createConnector(() => ({
        id: connectorId,
        name: latest().name,
        icon: latest().icon,
        type: 'portico',
        async connect() {
          const { addresses, network } = latest();
          return { accounts: addresses as readonly Address[], chainId: Number(network.id) } as never;
        },
        disconnect: () => disconnect(connectorId),
        getAccounts: async () => latest().addresses as readonly Address[],
        getChainId: async () => Number(latest().network.id),
        getProvider: async () => latest().provider as EIP1193Provider,
        isAuthorized: async () => views.has(connectorId),
        async switchChain({ chainId }) {
          const network = networks().find((candidate) => Number(candidate.id) === chainId);
          const chain = config.chains.find((candidate) => candidate.id === chainId);
          if (!network || !chain) throw new Error(`Chain ${chainId} is not configured`);
          await switchChain(latest().provider as EIP1193Provider, network);
          return chain;
        },
        // Core reports the wallet's changes and syncs them here: the mirror listens to nothing itself.
        onAccountsChanged() {},
        onChainChanged() {},
        onDisconnect() {},
      })),
    );
  };

  return (connections) => {
    const previous = new Map(views);
    views.clear();
    for (const view of connections) {
      views.set(view.connectorId, view);
      if (previous.get(view.connectorId)?.provider !== view.provider)
        connectors.set(view.connectorId, mirrorConnector(view.connectorId));
    }
    for (const connectorId of connectors.keys()) if (!views.has(connectorId)) connectors.delete(connectorId);
    const entries = connections.flatMap((view) => {
      const connector = connectors.get(view.connectorId);
      return connector ? [{ view, connector }] : [];
    });
    config._internal.connectors.setState(entries.map(({ connector }) => connector));
    const [current] = entries;
    config.setState((state) => ({
      ...state,
      connections: new Map(
        entries.map(({ connector, view }) => [
          connector.uid,
          {
            accounts: view.addresses as readonly [Address, ...Address[]],
            chainId: Number(view.network.id),
            connector,
          },
        ]),
      ),
      current: current?.connector.uid ?? null,
      status: current ? 'connected' : 'disconnected',
      chainId: current ? Number(current.view.network.id) : state.chainId,
    }));
  };
}
