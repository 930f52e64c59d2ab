import { canSwitchToSmartAccount, initialAccountState } from '../account/accountState.js';
import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { AdapterConnection, AdapterEvent, ChainAdapter } from '../chainAdapter/ChainAdapter.js';
import type { Connector } from '../chainAdapter/connector.js';
import { failedConnectStatus } from '../connection/status.js';
import { waitAtMost } from '../connection/waitAtMost.js';
import { walletErrorCode, walletErrorMessage } from '../connection/walletErrorMessage.js';
import { mergeConnectors } from '../connectors/mergeConnectors.js';
import { addRecentWallet, toRecentWallet } from '../connectors/recentWallets.js';
import { constants } from '../constants.js';
import { formatMessage } from '../errors/catalogue.js';
import { walletErrorCodes } from '../errors/codes.js';
import { PorticoError } from '../errors/PorticoError.js';
import { errorMessage } from '../errors/toPorticoError.js';
import { switchRoute } from '../network/switchRoute.js';
import type { Network } from '../networks/network.js';
import { canClose } from '../router/canClose.js';
import { backHistory, closedHistory, pushRoute } from '../router/history.js';
import { openRoute } from '../router/openRoute.js';
import { createStorage } from '../storage/storage.js';
import { storageKeys } from '../storage/storageKeys.js';
import { createStore } from '../store/createStore.js';
import { initialNetworkState, initialState, toAlert } from './initialState.js';
import { resolveOptions } from './resolveOptions.js';
import {
  isSupported,
  networkOfChain,
  withAccount,
  withActiveNetwork,
  withAdapterConnection,
  withCurrentConnection,
  withHistory,
  withLoading,
  withNamespaceNetwork,
  withoutConnection,
  withStatus,
} from './stateUpdates.js';
import type { Portico, PorticoOptions, PorticoState, Route, ToastInput } from './types.js';

/** Creates a Portico instance: the store, the §2 router, the §4 connection machine and network rules. */
export function createPortico(portico: PorticoOptions): Portico {
  const options = resolveOptions(portico);
  const storage = createStorage(portico.storage);
  const store = createStore(initialState(options, storage));
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((adapter) => [adapter.namespace, adapter]),
  );
  const connectorsByAdapter = new Map<ChainNamespace, readonly Connector[]>();
  const pendingConnects = new Set<(error: PorticoError) => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let destroyed = false;

  const get = store.getState;
  const set = store.setState;
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const isMobile = () =>
    typeof portico.isMobile === 'function' ? portico.isMobile() : (portico.isMobile ?? false);
  const isConnected = (state: PorticoState, namespace = state.connection.activeNamespace) =>
    state.accounts[namespace]?.status === 'connected' && !!state.accounts[namespace]?.address;
  const findConnector = (connectorId: string, namespace?: ChainNamespace) =>
    get().connectors.connectors.find((c) => c.id === connectorId && (!namespace || c.chain === namespace));
  const networkOf = (namespace: ChainNamespace): Network | undefined => {
    const state = get();
    const current = state.networks.byNamespace[namespace]?.caipNetwork;
    return current && isSupported(state, current)
      ? current
      : state.networks.networks.find((network) => network.chainNamespace === namespace);
  };
  const adapterOf = (namespace: ChainNamespace): ChainAdapter => {
    const adapter = adapters.get(namespace);
    if (!adapter) throw new PorticoError('ADAPTER_NOT_FOUND');
    return adapter;
  };
  const resolveNetwork = (target: Network | CaipNetworkId): Network | undefined => {
    const id = typeof target === 'string' ? target : target.caipNetworkId;
    const network = get().networks.networks.find((candidate) => candidate.caipNetworkId === id);
    if (!network)
      set((state) => ({ ...state, alerts: { ...state.alerts, alert: toAlert('NETWORK_NOT_FOUND') } }));
    return network;
  };

  // ─── persistence ───────────────────────────────────────────────────────────
  const persist = (namespace: ChainNamespace) => {
    const state = get();
    const current = state.connection.connectorIds[namespace];
    if (current) {
      storage.set(storageKeys.connectorId(namespace), current);
      storage.set(
        storageKeys.connectorIds(namespace),
        (state.connection.connections[namespace] ?? []).map((c) => c.connectorId),
      );
    } else {
      storage.remove(storageKeys.connectorId(namespace));
      storage.remove(storageKeys.connectorIds(namespace));
    }
    storage.set(storageKeys.connectionStatus(namespace), current ? 'connected' : 'disconnected');
    storage.set(storageKeys.lastUsedChain, state.connection.activeNamespace);
  };

  // ─── modal and router ──────────────────────────────────────────────────────
  const showRoute = (route: Route) =>
    set((state) =>
      withHistory(
        { ...state, modal: { ...state.modal, open: true } },
        state.modal.open ? pushRoute(state.router.history, route) : [route],
      ),
    );

  const shake = () => {
    set((state) => ({ ...state, modal: { ...state.modal, shake: true } }));
    later(constants.modal.shakeMs, () =>
      set((state) => ({ ...state, modal: { ...state.modal, shake: false } })),
    );
  };

  const close = () => {
    const state = get();
    if (!canClose(state.router.view, options.siwx?.getRequired() ?? false, state.siwx.hasSession)) return;
    set((s) =>
      withHistory(
        {
          ...s,
          modal: { ...s.modal, open: false, loading: false, loadingByNamespace: {}, uri: undefined },
          networks: { ...s.networks, switchingNamespace: false },
        },
        closedHistory(options.embedded, isConnected(s)),
      ),
    );
    for (const reject of pendingConnects) reject(new PorticoError('MODAL_CLOSED'));
    pendingConnects.clear();
  };

  /** Rejects with 'Modal closed' if the modal, open when the request started, closes before the wallet answers. */
  const untilModalCloses = <T>(promise: Promise<T>): Promise<T> => {
    if (!get().modal.open) return promise;
    let rejectOnClose: (error: PorticoError) => void = () => {};
    const closed = new Promise<never>((_, reject) => {
      rejectOnClose = reject;
    });
    pendingConnects.add(rejectOnClose);
    return Promise.race([promise, closed]).finally(() => pendingConnects.delete(rejectOnClose));
  };

  // ─── account data ──────────────────────────────────────────────────────────
  const refreshBalance = async (namespace = get().connection.activeNamespace) => {
    const state = get();
    const address = state.accounts[namespace]?.address;
    const network = state.networks.byNamespace[namespace]?.caipNetwork;
    const adapter = adapters.get(namespace);
    if (!address || !network || !adapter || !isSupported(state, network)) return;
    set((s) => withAccount(s, namespace, { balanceLoading: true }));
    try {
      const { balance, symbol } = await adapter.getBalance({ address, network });
      const now = get();
      // A later account or network change makes this answer stale.
      if (
        now.accounts[namespace]?.address !== address ||
        now.networks.byNamespace[namespace]?.caipNetwork !== network
      )
        return;
      set((s) => withAccount(s, namespace, { balance, balanceSymbol: symbol }));
    } catch {
      showToast({ message: formatMessage('TOKEN_BALANCE_UNAVAILABLE'), variant: 'error' });
    } finally {
      set((s) => withAccount(s, namespace, { balanceLoading: false }));
    }
  };

  const refreshSession = async (namespace: ChainNamespace) => {
    const state = get();
    const address = state.accounts[namespace]?.address;
    const network = state.networks.byNamespace[namespace]?.caipNetwork;
    if (!options.siwx || !address || !network) return;
    const sessions = await options.siwx.getSessions(network.caipNetworkId, address).catch(() => []);
    set((s) => ({ ...s, siwx: { hasSession: sessions.length > 0 } }));
  };

  /** After the account or the network of a namespace changed. */
  const afterChange = async (namespace: ChainNamespace) => {
    persist(namespace);
    const state = get();
    const network = state.networks.byNamespace[namespace]?.caipNetwork;
    if (network && !isSupported(state, network)) {
      if (
        options.enableNetworkSwitch &&
        !options.allowUnsupportedChain &&
        state.connection.activeNamespace === namespace
      ) {
        showRoute({ view: 'UnsupportedChain', data: undefined });
      }
      return;
    }
    if (state.modal.open && state.router.view === 'UnsupportedChain') close();
    await Promise.all([refreshBalance(namespace), refreshSession(namespace)]);
  };

  // ─── connections (§4) ──────────────────────────────────────────────────────
  const applyConnection = (namespace: ChainNamespace, result: AdapterConnection) => {
    const connector = findConnector(result.connectorId, namespace);
    set((state) => withAdapterConnection(state, namespace, result, connector));
    if (connector) {
      const recentWallets = addRecentWallet(get().connectors.recentWallets, toRecentWallet(connector));
      storage.set(storageKeys.recentWallets, recentWallets);
      set((state) => ({ ...state, connectors: { ...state.connectors, recentWallets } }));
    }
  };

  const removeConnection = (namespace: ChainNamespace, connectorId: string) => {
    set((state) =>
      withoutConnection(
        state,
        namespace,
        connectorId,
        options.defaultAccountTypes[namespace],
        state.connectors.connectors,
      ),
    );
    void afterChange(namespace);
  };

  const connect: Portico['connect'] = async (connectorId, { namespace: requested } = {}) => {
    const state = get();
    const connector =
      findConnector(connectorId, requested ?? state.connection.activeNamespace) ??
      findConnector(connectorId, requested);
    const namespace = requested ?? connector?.chain ?? state.connection.activeNamespace;
    const adapter = adapterOf(namespace);
    const hasCurrent = !!state.connection.connectorIds[namespace];
    if (state.connection.connectorIds[namespace] === connectorId)
      throw new PorticoError('CONNECTOR_ALREADY_CONNECTED');
    const network = networkOf(namespace);
    if (!network) throw new PorticoError('CHAIN_NOT_CONFIGURED');
    set((s) =>
      withLoading(
        withStatus({ ...s, connection: { ...s.connection, error: undefined } }, namespace, 'connecting'),
        namespace,
        true,
      ),
    );
    try {
      const result = await untilModalCloses(adapter.connect({ connectorId, network }));
      applyConnection(namespace, result);
      await afterChange(namespace);
      const after = get();
      if (after.modal.open && after.router.view !== 'UnsupportedChain') {
        if (options.siwx?.getRequired() && !after.siwx.hasSession)
          showRoute({ view: 'SIWXSignMessage', data: undefined });
        else close();
      }
    } catch (error) {
      set((s) => withStatus(s, namespace, failedConnectStatus(hasCurrent)));
      if (error instanceof PorticoError && error.code === 'MODAL_CLOSED') throw error;
      const code = walletErrorCode(error);
      set((s) => ({
        ...s,
        connection: { ...s.connection, error: { connectorId, code, message: walletErrorMessage(error) } },
      }));
      shake();
      throw code === walletErrorCodes.userRejected
        ? new PorticoError('CONNECTION_REJECTED', {}, { cause: error })
        : new PorticoError('FAILED_TO_CONNECT', {}, { cause: error });
    } finally {
      set((s) => withLoading(s, namespace, false));
    }
  };

  const disconnect: Portico['disconnect'] = async ({ namespace, closeModal = true } = {}) => {
    const namespaces = namespace ? [namespace] : [...get().connection.connectedNamespaces];
    const results = await Promise.allSettled(
      namespaces.map(async (target) => {
        const connectorId = get().connection.connectorIds[target];
        if (!connectorId) return;
        // §4: wait at most 3 s for the wallet, then disconnect anyway.
        await waitAtMost(adapterOf(target).disconnect({ connectorId }), constants.auth.disconnectWaitMs);
        removeConnection(target, connectorId);
      }),
    );
    if (closeModal && get().modal.open) close();
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    if (failures.length === 0) return;
    if (namespace) throw new PorticoError('FAILED_TO_DISCONNECT', {}, { cause: failures[0] });
    throw new PorticoError('FAILED_TO_DISCONNECT_CHAINS', { message: failures.map(errorMessage).join(', ') });
  };

  // ─── adapter events ────────────────────────────────────────────────────────
  const onAdapterEvent = (namespace: ChainNamespace, event: AdapterEvent) => {
    if (destroyed) return;
    const state = get();
    const current = state.connection.connectorIds[namespace];
    switch (event.type) {
      case 'connectors':
        connectorsByAdapter.set(namespace, event.connectors);
        set((s) => ({
          ...s,
          connectors: { ...s.connectors, connectors: mergeConnectors(connectorsByAdapter.values()) },
        }));
        return;
      case 'accountsChanged': {
        const known = (state.connection.connections[namespace] ?? []).some(
          (c) => c.connectorId === event.connectorId,
        );
        if (!known) return;
        if (event.accounts.length === 0) return removeConnection(namespace, event.connectorId);
        if (event.connectorId !== current) {
          set((s) => ({
            ...s,
            connection: {
              ...s.connection,
              connections: {
                ...s.connection.connections,
                [namespace]: (s.connection.connections[namespace] ?? []).map((c) =>
                  c.connectorId === event.connectorId ? { ...c, accounts: event.accounts } : c,
                ),
              },
            },
          }));
          return;
        }
        const connection = { connectorId: event.connectorId, accounts: event.accounts };
        set((s) =>
          withCurrentConnection(s, namespace, connection, findConnector(event.connectorId, namespace)),
        );
        void afterChange(namespace);
        return;
      }
      case 'chainChanged':
        if (event.connectorId !== current) return;
        set((s) =>
          withNamespaceNetwork(s, namespace, networkOfChain(s.networks.networks, namespace, event.chainId)),
        );
        void afterChange(namespace);
        return;
      case 'disconnect':
        if (state.connection.connections[namespace]?.some((c) => c.connectorId === event.connectorId)) {
          removeConnection(namespace, event.connectorId);
        }
        return;
    }
  };

  // ─── networks (§2, §4) ─────────────────────────────────────────────────────
  const switchActiveNetwork: Portico['switchActiveNetwork'] = async (target) => {
    const network = resolveNetwork(target);
    if (!network) return;
    const namespace = network.chainNamespace;
    const state = get();
    const crossNamespace = namespace !== state.connection.activeNamespace;
    // §4: selecting a network in another namespace sets the switching-namespace flag until a connection applies.
    if (crossNamespace)
      set((s) => ({ ...s, networks: { ...s.networks, switchingNamespace: !isConnected(s, namespace) } }));
    const connectorId = state.connection.connectorIds[namespace];
    const walletNetwork = state.networks.byNamespace[namespace]?.caipNetwork;
    if (connectorId && walletNetwork?.caipNetworkId !== network.caipNetworkId) {
      set((s) => withLoading(s, namespace, true));
      try {
        await adapterOf(namespace).switchNetwork({ connectorId, network });
      } catch (error) {
        if (walletErrorCode(error) === walletErrorCodes.unrecognizedChain) {
          throw new PorticoError('CHAIN_NOT_SUPPORTED', {}, { cause: error });
        }
        throw error;
      } finally {
        set((s) => withLoading(s, namespace, false));
      }
    }
    set((s) => withActiveNetwork(s, network));
    await afterChange(namespace);
  };

  const switchNetwork: Portico['switchNetwork'] = async (target, { force } = {}) => {
    const network = resolveNetwork(target);
    if (!network) return;
    const state = get();
    const activeConnectorId = state.connection.connectorIds[state.connection.activeNamespace];
    const route = switchRoute(network, {
      activeNetwork: state.networks.activeCaipNetwork,
      activeConnectorType: activeConnectorId ? findConnector(activeConnectorId)?.type : undefined,
      connectedNamespaces: state.connection.connectedNamespaces,
      force,
    });
    if (route) showRoute(route);
  };

  const addNetwork: Portico['addNetwork'] = (network) => {
    if (get().networks.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) return;
    const namespace = network.chainNamespace;
    set((s) => ({
      ...s,
      networks: {
        ...s.networks,
        networks: [...s.networks.networks, network],
        byNamespace: {
          ...s.networks.byNamespace,
          [namespace]: s.networks.byNamespace[namespace] ?? initialNetworkState(network),
        },
      },
      accounts: {
        ...s.accounts,
        [namespace]:
          s.accounts[namespace] ??
          initialAccountState('disconnected', options.defaultAccountTypes[namespace]),
      },
    }));
  };

  const removeNetwork: Portico['removeNetwork'] = (caipNetworkId) => {
    const state = get();
    const remaining = state.networks.networks.filter((n) => n.caipNetworkId !== caipNetworkId);
    const [first] = remaining;
    // The networks list never becomes empty.
    if (remaining.length === state.networks.networks.length || !first) return;
    set((s) => ({ ...s, networks: { ...s.networks, networks: remaining } }));
    if (state.networks.activeCaipNetwork.caipNetworkId === caipNetworkId) {
      // §4: removing the active network switches to the first remaining one.
      void switchActiveNetwork(first).catch(() => {
        set((s) => withActiveNetwork(s, first));
      });
    }
  };

  // ─── the rest of the API ───────────────────────────────────────────────────
  const showToast = (toast: ToastInput) => {
    const show = () =>
      set((s) => ({ ...s, alerts: { ...s.alerts, toast: { autoClose: true, ...toast, open: true } } }));
    const open = get().alerts.toast?.open;
    if (!open) return show();
    // §4 toast: it hides, waits 150 ms, then shows the new message.
    hideToast();
    later(constants.modal.toastReshowDelayMs, show);
  };
  const hideToast = () =>
    set((s) =>
      s.alerts.toast ? { ...s, alerts: { ...s.alerts, toast: { ...s.alerts.toast, open: false } } } : s,
    );

  const start = async () => {
    await Promise.all(
      [...adapters].map(async ([namespace, adapter]) => {
        try {
          await adapter.setup({
            networks: options.networks,
            emit: (event) => onAdapterEvent(namespace, event),
          });
          await reconnect(namespace, adapter);
        } catch {
          set((s) => withStatus(s, namespace, 'disconnected'));
          persist(namespace);
        }
      }),
    );
  };

  /** §4 at start: stored connections are restored without a prompt; a failed sync goes to disconnected. */
  const reconnect = async (namespace: ChainNamespace, adapter: ChainAdapter) => {
    const current = storage.get(storageKeys.connectorId(namespace));
    const network = networkOf(namespace);
    if (!options.enableReconnect || !current || !network) return;
    const others = (storage.get(storageKeys.connectorIds(namespace)) ?? []).filter((id) => id !== current);
    set((s) => withStatus(s, namespace, 'reconnecting'));
    // The stored record holds live connections only: the current one ('active') and the others ('connected'),
    // which §4 reconnects directly (`reconnectAction`). The current one goes last so that it ends up current.
    for (const connectorId of [...others, current]) {
      const result = await adapter.reconnect({ connectorId, network }).catch(() => undefined);
      if (result) applyConnection(namespace, result);
    }
    if (!get().connection.connectorIds[namespace]) set((s) => withStatus(s, namespace, 'disconnected'));
    await afterChange(namespace);
  };

  const ready = start();

  return {
    options,
    ready,
    async open(openOptions) {
      const namespace = openOptions?.namespace;
      const target =
        namespace && namespace !== get().connection.activeNamespace ? networkOf(namespace) : undefined;
      // §2 rule 1: a namespace other than the active one switches network without confirmation.
      if (target) await switchActiveNetwork(target);
      const route = openRoute(openOptions, {
        manualWCControl: options.manualWCControl,
        adapterCount: adapters.size,
        connected: isConnected(get()),
        isMobile: isMobile(),
      });
      set((s) => withHistory({ ...s, modal: { ...s.modal, open: true, uri: openOptions?.uri } }, [route]));
    },
    close,
    back() {
      const history = backHistory(get().router.history, isConnected(get()));
      if (history) set((s) => withHistory(s, history));
      else close();
    },
    navigate(view, ...[data, navigateOptions]) {
      set((s) =>
        withHistory(s, pushRoute(s.router.history, { view, data } as Route, navigateOptions?.replace)),
      );
    },
    connect,
    disconnect,
    switchNetwork,
    switchActiveNetwork,
    async signMessage(message) {
      const state = get();
      const namespace = state.connection.activeNamespace;
      const connectorId = state.connection.connectorIds[namespace];
      const address = state.accounts[namespace]?.address;
      if (!connectorId || !address) throw new PorticoError('NO_ACTIVE_CAIP_ADDRESS');
      return adapterOf(namespace).signMessage({ connectorId, address, message });
    },
    setPreferredAccountType(type, namespace = get().connection.activeNamespace) {
      const state = get();
      const account = state.accounts[namespace];
      const network = state.networks.byNamespace[namespace];
      if (!account || !network) return;
      const enabled =
        !!network.caipNetwork &&
        network.smartAccountEnabledNetworks.includes(network.caipNetwork.caipNetworkId);
      // §4: switching to a smart account is allowed only if smart accounts are enabled and the current type is eoa.
      if (type === 'smartAccount' && !canSwitchToSmartAccount(enabled, account.preferredAccountType)) return;
      set((s) => withAccount(s, namespace, { preferredAccountType: type }));
    },
    refreshBalance,
    addNetwork,
    removeNetwork,
    setThemeMode: (mode) => set((s) => ({ ...s, theme: { ...s.theme, mode } })),
    setThemeVariables: (variables) =>
      set((s) => ({ ...s, theme: { ...s.theme, variables: { ...s.theme.variables, ...variables } } })),
    showToast,
    hideToast,
    shake,
    getState: get,
    subscribe: store.subscribe,
    destroy() {
      destroyed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const adapter of adapters.values()) adapter.destroy?.();
    },
  };
}
