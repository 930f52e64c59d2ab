import { isSupported } from '../connected/activeNetwork/networkUpdates.js';
import { currentConnection } from '../connected/connection/currentConnection.js';
import type { CaipAddress } from '../domain/caip/caipAddress.js';
import type { CaipNetworkId } from '../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../domain/caip/chainNamespace.js';
import type { ChainAdapter } from '../domain/chainAdapter/ChainAdapter.js';
import type { Connector } from '../domain/connectorSource/connector.js';
import type { ConnectorSource } from '../domain/connectorSource/connectorSource.js';
import type { Network } from '../domain/networks/network.js';
import { toAlert } from '../modal/alerts/toAlert.js';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { createStore, type Store } from '../shared/store/createStore.js';
import type { PorticoOptions, ResolvedPorticoOptions } from './porticoOptions.js';
import type { PorticoState } from './porticoState.js';
import type { PorticoStorage } from './storage/storage.js';

/** What every part of an instance shares: the options, the store, storage, the adapters, timers and lookups. */
export interface Runtime {
  readonly options: ResolvedPorticoOptions;
  readonly storage: PorticoStorage;
  readonly store: Store<PorticoState>;
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>;
  readonly sources: ReadonlyMap<string, ConnectorSource>;
  get(): PorticoState;
  set(update: (state: PorticoState) => PorticoState): void;
  /** Runs `run` after `ms` unless the instance is destroyed first. */
  later(ms: number, run: () => void): void;
  isMobile(): boolean;
  isDestroyed(): boolean;
  /** Marks the instance destroyed and clears pending timers. */
  destroy(): void;
  isConnected(state: PorticoState, namespace?: ChainNamespace): boolean;
  findConnector(connectorId: string, namespace?: ChainNamespace): Connector | undefined;
  /** The namespace's current network when supported, else its first configured network. */
  networkOf(namespace: ChainNamespace): Network | undefined;
  /** Throws 'Adapter not found' when no adapter serves the namespace. */
  adapterOf(namespace: ChainNamespace): ChainAdapter;
  /** The source that offers `connectorId` (from the sources' discovery reports), if any. */
  sourceOf(connectorId: string): ConnectorSource | undefined;
  /** Records which source offers which connectors (a source's latest report replaces its earlier one). */
  setSourceConnectors(sourceId: string, connectorIds: readonly string[]): void;
  /** The provider of the namespace's current connection; throws 'No ActiveCaipAddress found' without one. */
  providerOf(namespace: ChainNamespace): Promise<unknown>;
  /** The CAIP-10 address of `address` on `network`, as the namespace's adapter writes it. */
  caipAddressOf(address: string, network: Network): CaipAddress | undefined;
  /** A configured network by value or id; otherwise sets the 'Network Not Found' alert. */
  resolveNetwork(target: Network | CaipNetworkId): Network | undefined;
}

/** The runtime of an instance whose options are resolved, storage opened and initial state built. */
export function createRuntime(
  portico: PorticoOptions,
  options: ResolvedPorticoOptions,
  storage: PorticoStorage,
  initialState: PorticoState,
): Runtime {
  const store = createStore(initialState);
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((adapter) => [adapter.namespace, adapter]),
  );
  const sources = new Map(options.connectors.map((source) => [source.id, source]));
  const sourceIdByConnector = new Map<string, string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let destroyed = false;
  const get = store.getState;
  const set = store.setState;

  return {
    options,
    storage,
    store,
    adapters,
    sources,
    get,
    set,
    later(ms, run) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    isMobile: () =>
      typeof portico.isMobile === 'function' ? portico.isMobile() : (portico.isMobile ?? false),
    isDestroyed: () => destroyed,
    destroy() {
      destroyed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    isConnected: (state, namespace = state.connection.activeNamespace) =>
      state.accounts[namespace]?.status === 'connected' && !!state.accounts[namespace]?.address,
    findConnector: (connectorId, namespace) =>
      get().connectors.connectors.find((c) => c.id === connectorId && (!namespace || c.chain === namespace)),
    networkOf(namespace) {
      const state = get();
      const current = state.networks.byNamespace[namespace]?.caipNetwork;
      return current && isSupported(state, current)
        ? current
        : state.networks.networks.find((network) => network.chainNamespace === namespace);
    },
    adapterOf(namespace) {
      const adapter = adapters.get(namespace);
      if (!adapter) throw new PorticoError('ADAPTER_NOT_FOUND');
      return adapter;
    },
    sourceOf(connectorId) {
      const sourceId = sourceIdByConnector.get(connectorId);
      return sourceId === undefined ? undefined : sources.get(sourceId);
    },
    setSourceConnectors(sourceId, connectorIds) {
      for (const [connectorId, owner] of sourceIdByConnector)
        if (owner === sourceId) sourceIdByConnector.delete(connectorId);
      for (const connectorId of connectorIds) sourceIdByConnector.set(connectorId, sourceId);
    },
    async providerOf(namespace) {
      const connection = currentConnection(get(), namespace);
      const source = connection && sources.get(connection.sourceId);
      if (!connection || !source) throw new PorticoError('NO_ACTIVE_CAIP_ADDRESS');
      return source.getProvider({ connectorId: connection.connectorId, namespace });
    },
    caipAddressOf(address, network) {
      const adapter = adapters.get(network.chainNamespace);
      if (!adapter) return undefined;
      try {
        return adapter.toCaipAddress(address, network);
      } catch (error) {
        options.logger.warn(`No CAIP-10 address for ${address} on ${network.caipNetworkId}`, error);
        return undefined;
      }
    },
    resolveNetwork(target) {
      const id = typeof target === 'string' ? target : target.caipNetworkId;
      const network = get().networks.networks.find((candidate) => candidate.caipNetworkId === id);
      if (!network)
        set((state) => ({ ...state, alerts: { ...state.alerts, alert: toAlert('NETWORK_NOT_FOUND') } }));
      return network;
    },
  };
}
