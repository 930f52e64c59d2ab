import type { NamespaceConnection, Network } from '@portico/core';
import { type Config, type Connector, createConnector } from '@wagmi/core';
import type { Address, EIP1193Provider } from 'viem';
import { switchChain } from './switchChain.js';

interface Mirrored {
  connector: Connector;
  view: NamespaceConnection;
}

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
  const mirrored = new Map<string, Mirrored>();

  const mirrorConnector = (connectorId: string): Connector => {
    const latest = () => {
      const entry = mirrored.get(connectorId);
      if (!entry) throw new Error(`${connectorId} is not connected`);
      return entry.view;
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
        isAuthorized: async () => mirrored.has(connectorId),
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

  return (views) => {
    const ids = new Set(views.map((view) => view.connectorId));
    for (const connectorId of mirrored.keys()) if (!ids.has(connectorId)) mirrored.delete(connectorId);
    for (const view of views) {
      const entry = mirrored.get(view.connectorId);
      if (entry && entry.view.provider === view.provider) entry.view = view;
      else mirrored.set(view.connectorId, { view, connector: mirrorConnector(view.connectorId) });
    }
    const entries = [...mirrored.values()];
    config._internal.connectors.setState(entries.map(({ connector }) => connector));
    const current = views[0] && mirrored.get(views[0].connectorId);
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
