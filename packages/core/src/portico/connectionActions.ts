import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { AdapterConnection, ChainAdapter } from '../chainAdapter/ChainAdapter.js';
import { failedConnectStatus } from '../connection/status.js';
import { waitAtMost } from '../connection/waitAtMost.js';
import { walletErrorCode, walletErrorMessage } from '../connection/walletErrorMessage.js';
import { addRecentWallet, toRecentWallet } from '../connectors/recentWallets.js';
import { constants } from '../constants.js';
import { walletErrorCodes } from '../errors/codes.js';
import { PorticoError } from '../errors/PorticoError.js';
import { errorMessage } from '../errors/toPorticoError.js';
import { storageKeys } from '../storage/storageKeys.js';
import type { AccountActions } from './accountActions.js';
import type { ModalActions } from './modalActions.js';
import type { Runtime } from './runtime.js';
import { selectConnectLocked } from './selectors.js';
import { withAdapterConnection, withLoading, withoutConnection, withStatus } from './stateUpdates.js';
import type { Portico } from './types.js';

export interface ConnectionActions
  extends Pick<Portico, 'connect' | 'connectWallet' | 'disconnect' | 'signMessage'> {
  /** Applies what a wallet reported on connect or reconnect, and records the wallet as recent (§9). */
  applyConnection(namespace: ChainNamespace, result: AdapterConnection): void;
  /** §4 disconnect of one connection (the next remaining one becomes current). */
  removeConnection(namespace: ChainNamespace, connectorId: string): void;
  /** §4 at start: stored connections are restored without a prompt; a failed sync goes to disconnected. */
  reconnect(namespace: ChainNamespace, adapter: ChainAdapter): Promise<void>;
}

/** The §4 connection machine: connect, disconnect and reconnect at start. */
export function createConnectionActions(
  rt: Runtime,
  modal: ModalActions,
  account: AccountActions,
): ConnectionActions {
  const { get, set, options, storage } = rt;

  const applyConnection = (namespace: ChainNamespace, result: AdapterConnection) => {
    const connector = rt.findConnector(result.connectorId, namespace);
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
    void account.afterChange(namespace);
  };

  const connect: Portico['connect'] = async (connectorId, { namespace: requested } = {}) => {
    const state = get();
    const connector =
      rt.findConnector(connectorId, requested ?? state.connection.activeNamespace) ??
      rt.findConnector(connectorId, requested);
    const namespace = requested ?? connector?.chain ?? state.connection.activeNamespace;
    const adapter = rt.adapterOf(namespace);
    const hasCurrent = !!state.connection.connectorIds[namespace];
    if (state.connection.connectorIds[namespace] === connectorId)
      throw new PorticoError('CONNECTOR_ALREADY_CONNECTED');
    const network = rt.networkOf(namespace);
    if (!network) throw new PorticoError('CHAIN_NOT_CONFIGURED');
    set((s) =>
      withLoading(
        withStatus({ ...s, connection: { ...s.connection, error: undefined } }, namespace, 'connecting'),
        namespace,
        true,
      ),
    );
    try {
      const result = await modal.untilModalCloses(adapter.connect({ connectorId, network }));
      applyConnection(namespace, result);
      await account.afterChange(namespace);
      const after = get();
      if (after.modal.open && after.router.view !== 'UnsupportedChain') {
        if (options.siwx?.getRequired() && !after.siwx.hasSession)
          modal.showRoute({ view: 'SIWXSignMessage', data: undefined });
        else modal.close();
      }
    } catch (error) {
      set((s) => withStatus(s, namespace, failedConnectStatus(hasCurrent)));
      if (error instanceof PorticoError && error.code === 'MODAL_CLOSED') throw error;
      const code = walletErrorCode(error);
      set((s) => ({
        ...s,
        connection: { ...s.connection, error: { connectorId, code, message: walletErrorMessage(error) } },
      }));
      modal.shake();
      throw code === walletErrorCodes.userRejected
        ? new PorticoError('CONNECTION_REJECTED', {}, { cause: error })
        : new PorticoError('FAILED_TO_CONNECT', {}, { cause: error });
    } finally {
      set((s) => withLoading(s, namespace, false));
    }
  };

  return {
    applyConnection,
    removeConnection,
    connect,
    async connectWallet(wallet) {
      if (selectConnectLocked(get())) return;
      const { activeNamespace } = get().connection;
      const connector = wallet.connectors.find((c) => c.chain === activeNamespace) ?? wallet.connectors[0];
      if (!connector || connector.type === 'WALLET_CONNECT') {
        modal.navigate('ConnectingWalletConnect', { walletId: wallet.id });
        return;
      }
      modal.navigate('ConnectingExternal', { connectorId: connector.id });
      await connect(connector.id, { namespace: connector.chain }).catch(() => {});
    },
    async disconnect({ namespace, closeModal = true } = {}) {
      const namespaces = namespace ? [namespace] : [...get().connection.connectedNamespaces];
      const results = await Promise.allSettled(
        namespaces.map(async (target) => {
          const connectorId = get().connection.connectorIds[target];
          if (!connectorId) return;
          // §4: wait at most 3 s for the wallet, then disconnect anyway.
          await waitAtMost(rt.adapterOf(target).disconnect({ connectorId }), constants.auth.disconnectWaitMs);
          removeConnection(target, connectorId);
        }),
      );
      if (closeModal && get().modal.open) modal.close();
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as unknown] : [],
      );
      if (failures.length === 0) return;
      if (namespace) throw new PorticoError('FAILED_TO_DISCONNECT', {}, { cause: failures[0] });
      throw new PorticoError('FAILED_TO_DISCONNECT_CHAINS', {
        message: failures.map(errorMessage).join(', '),
      });
    },
    async reconnect(namespace, adapter) {
      const current = storage.get(storageKeys.connectorId(namespace));
      const network = rt.networkOf(namespace);
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
      await account.afterChange(namespace);
    },
    async signMessage(message) {
      const state = get();
      const namespace = state.connection.activeNamespace;
      const connectorId = state.connection.connectorIds[namespace];
      const address = state.accounts[namespace]?.address;
      if (!connectorId || !address) throw new PorticoError('NO_ACTIVE_CAIP_ADDRESS');
      return rt.adapterOf(namespace).signMessage({ connectorId, address, message });
    },
  };
}
