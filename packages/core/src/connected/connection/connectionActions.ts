import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { ConnectorSource, WalletConnection } from '../../domain/connectorSource/connectorSource.js';
import { untilAborted } from '../../domain/connectorSource/untilAborted.js';
import type { Network } from '../../domain/networks/network.js';
import type { SignInPort } from '../../domain/signIn/signInPort.js';
import type { Runtime } from '../../instance/runtime.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';
import type { ViewName } from '../../modal/dialog/types.js';
import { withLoading } from '../../modal/dialog/withLoading.js';
import { withHistory } from '../../modal/router/withHistory.js';
import { constants } from '../../shared/constants.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { addRecentWallet, toRecentWallet } from '../../walletPicker/connectList/recentWallets.js';
import { recentWalletsKey } from '../../walletPicker/connectList/recentWalletsKey.js';
import type { AccountActions } from '../account/accountActions.js';
import { withStatus } from '../account/withAccount.js';
import type { ConnectionApi } from './connectionApi.js';
import { connectionShortcuts } from './connectionShortcuts.js';
import { withCurrentConnection, withoutConnection } from './connectionUpdates.js';
import { namespaceConnections } from './namespaceConnections.js';
import { withoutRecentConnection, withRecentConnection } from './recentConnections.js';
import { restoreConnections } from './restoreConnections.js';
import { failedConnectStatus } from './status.js';
import { waitAtMost } from './waitAtMost.js';
import { walletErrorMessage } from './walletErrorMessage.js';

/** Views that ask the visitor something once connected (sign-in, its embedded-wallet approval): a connect leaves them open. */
const asksAfterConnect: ReadonlySet<ViewName> = new Set(['SIWXSignMessage', 'ApproveTransaction']);

const withSignIn = (port: SignInPort | undefined) => {
  const request = port?.request();
  return request ? { signIn: request } : {};
};

export interface ConnectionActions
  extends Pick<
    ConnectionApi,
    'connect' | 'connectWallet' | 'connectWalletConnect' | 'disconnect' | 'signMessage'
  > {
  /**
   * Takes a wallet connection into state in every namespace it serves, makes it current there and refreshes
   * those accounts; without multi-wallet the namespace's other connections are disconnected (§6). Returns the
   * namespaces it applied to.
   */
  adopt(source: ConnectorSource, wallet: WalletConnection): ChainNamespace[];
  /** §4 disconnect of one connection in one namespace (the next remaining one becomes current). */
  removeConnection(namespace: ChainNamespace, connectorId: string): void;
  /**
   * Removes a connection from the namespaces (every one by default) at once and asks the wallet to end it
   * (at most 3 s, §4); a wallet that fails to is reported by the rejection.
   */
  endConnection(connectorId: string, namespaces?: readonly ChainNamespace[]): Promise<void>;
  /** §4 at start: stored connections are restored without a prompt; a failed sync goes to disconnected. */
  restore(): Promise<void>;
}

/** The §4 connection machine: connect, adopt, disconnect and restore at start. */
export function createConnectionActions(
  rt: Runtime,
  modal: ModalActions,
  account: AccountActions,
  signIn: () => SignInPort | undefined,
): ConnectionActions {
  const { get, set, options, storage } = rt;
  const { logger } = options;

  /** The network to ask for in each namespace a source serves, the connecting namespace's first. */
  const requestedNetworks = (source: ConnectorSource, namespace: ChainNamespace): Network[] =>
    [namespace, ...source.namespaces.filter((n) => n !== namespace)].flatMap((n) => rt.networkOf(n) ?? []);

  const rememberWallet = (connectorId: string, namespace: ChainNamespace) => {
    const connector = rt.findConnector(connectorId, namespace);
    if (!connector) return;
    const recentWallets = addRecentWallet(get().connectors.recentWallets, toRecentWallet(connector));
    storage.set(recentWalletsKey, recentWallets);
    set((state) => ({ ...state, connectors: { ...state.connectors, recentWallets } }));
  };

  const removeConnection = (namespace: ChainNamespace, connectorId: string) => {
    const wasCurrent = get().connection.connectorIds[namespace] === connectorId;
    set((state) =>
      withoutConnection(
        withRecentConnection(state, namespace, connectorId),
        namespace,
        connectorId,
        options.defaultAccountTypes[namespace],
        state.connectors.connectors,
        rt.caipAddressOf,
      ),
    );
    // The account changes only when the current connection goes.
    if (wasCurrent) void account.afterChange(namespace);
  };

  const namespacesOfConnection = (connectorId: string): ChainNamespace[] =>
    Object.entries(get().connection.connections).flatMap(([namespace, connections]) =>
      connections?.some((c) => c.connectorId === connectorId) ? [namespace as ChainNamespace] : [],
    );

  /**
   * Asks the wallet to end a connection that is leaving `namespaces` (at most 3 s, §4); undefined when there is
   * nothing to ask: a connection that still serves another namespace stays open in the wallet.
   */
  const endInWallet = (connectorId: string, namespaces: readonly ChainNamespace[]) => {
    const remainsElsewhere = namespacesOfConnection(connectorId).some((n) => !namespaces.includes(n));
    const sourceId = namespaces
      .flatMap((n) => get().connection.connections[n] ?? [])
      .find((c) => c.connectorId === connectorId)?.sourceId;
    const source = sourceId === undefined ? undefined : rt.sources.get(sourceId);
    if (!source || remainsElsewhere) return undefined;
    return waitAtMost(source.disconnect({ connectorId }), constants.auth.disconnectWaitMs);
  };

  const endConnection = async (connectorId: string, namespaces = namespacesOfConnection(connectorId)) => {
    const asking = endInWallet(connectorId, namespaces);
    // Core forgets it at once, whatever the wallet answers: the page never shows a connection the visitor
    // ended, and a wallet that fails to end it is still reported ('Failed to disconnect').
    for (const namespace of namespaces) removeConnection(namespace, connectorId);
    await asking;
  };

  /** `adopt` without refreshing the accounts: the caller does, once. `replace: false` keeps the others. */
  const takeConnection = (source: ConnectorSource, wallet: WalletConnection, replace: boolean) => {
    // A sign-in the wallet signed while connecting is handed over before its account becomes current.
    if (wallet.signedIn?.length) signIn()?.accept(wallet.signedIn);
    const applied: ChainNamespace[] = [];
    const replaced: [ChainNamespace, string][] = [];
    for (const [namespace, connection] of namespaceConnections(source.id, wallet)) {
      if (!rt.adapters.has(namespace) || !rt.networkOf(namespace)) continue;
      if (replace && !get().features.multiWallet) {
        for (const other of get().connection.connections[namespace] ?? [])
          if (other.connectorId !== connection.connectorId) replaced.push([namespace, other.connectorId]);
      }
      const connector = rt.findConnector(connection.connectorId, namespace);
      set((state) =>
        withCurrentConnection(
          withoutRecentConnection(state, namespace, connection.connectorId),
          namespace,
          connection,
          connector,
          rt.caipAddressOf,
        ),
      );
      rememberWallet(connection.connectorId, namespace);
      applied.push(namespace);
    }
    for (const [namespace, connectorId] of replaced) {
      // Replaced at once, whatever the wallet answers: without multi-wallet a namespace has one connection.
      endInWallet(connectorId, [namespace])?.catch((error: unknown) =>
        logger.warn(`Failed to disconnect the replaced connection ${connectorId}`, error),
      );
      removeConnection(namespace, connectorId);
    }
    return applied;
  };

  const adopt: ConnectionActions['adopt'] = (source, wallet) => {
    const applied = takeConnection(source, wallet, true);
    for (const namespace of applied) void account.afterChange(namespace);
    return applied;
  };

  /** Closing the modal aborts a connect; the wallet may still approve, and is then adopted. */
  const watchLateApproval = (source: ConnectorSource, pending: Promise<WalletConnection>) => {
    pending.then(
      (wallet) => {
        if (!rt.isDestroyed()) adopt(source, wallet);
      },
      (error: unknown) => logger.debug('An aborted connect ended without approval', error),
    );
  };

  const connect: ConnectionApi['connect'] = async (connectorId, { namespace: requested } = {}) => {
    const state = get();
    const connector =
      rt.findConnector(connectorId, requested ?? state.connection.activeNamespace) ??
      rt.findConnector(connectorId, requested);
    const namespace = requested ?? connector?.chain ?? state.connection.activeNamespace;
    const source = rt.sourceOf(connectorId);
    if (!source) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION', { id: connectorId });
    rt.adapterOf(namespace);
    if (state.connection.connectorIds[namespace] === connectorId)
      throw new PorticoError('CONNECTOR_ALREADY_CONNECTED');
    if (!rt.networkOf(namespace)) throw new PorticoError('CHAIN_NOT_CONFIGURED');
    set((s) =>
      withLoading(
        withStatus({ ...s, connection: { ...s.connection, error: undefined } }, namespace, 'connecting'),
        namespace,
        true,
      ),
    );
    const controller = new AbortController();
    const stopWatchingClose = get().modal.open
      ? modal.onClose(() => controller.abort(new PorticoError('MODAL_CLOSED')))
      : () => {};
    const pending = source.connect({
      connectorId,
      namespace,
      networks: requestedNetworks(source, namespace),
      signal: controller.signal,
      ...withSignIn(signIn()),
    });
    try {
      const wallet = await untilAborted(pending, controller.signal);
      const applied = takeConnection(source, wallet, true);
      if (applied.length === 0) throw new PorticoError('FAILED_TO_CONNECT');
      await Promise.all(applied.map((n) => account.afterChange(n)));
      const after = get();
      if (after.modal.open && after.router.view === 'UnsupportedChain') {
        // The wallet moved to an unknown chain while the connection settled: the connect views beneath have done
        // their work, so leaving UnsupportedChain (by switching back) closes the modal instead of returning to them.
        set((s) => withHistory(s, [{ view: 'UnsupportedChain', data: undefined }]));
      } else if (after.modal.open && !asksAfterConnect.has(after.router.view)) {
        modal.close();
      }
    } catch (error) {
      set((s) => withStatus(s, namespace, failedConnectStatus(!!s.connection.connectorIds[namespace])));
      if (controller.signal.aborted) {
        watchLateApproval(source, pending);
        throw error;
      }
      const code = rpcErrorCode(error);
      set((s) => ({
        ...s,
        connection: { ...s.connection, error: { connectorId, code, message: walletErrorMessage(error) } },
      }));
      modal.shake();
      throw code === rpcErrorCodes.userRejected
        ? new PorticoError('CONNECTION_REJECTED', {}, { cause: error })
        : new PorticoError('FAILED_TO_CONNECT', {}, { cause: error });
    } finally {
      stopWatchingClose();
      set((s) => withLoading(s, namespace, false));
    }
  };

  const machine = { connect, adopt, removeConnection, endConnection, takeConnection, requestedNetworks };
  return {
    adopt,
    removeConnection,
    endConnection,
    connect,
    restore: () => restoreConnections(rt, machine, account),
    ...connectionShortcuts(rt, modal, machine),
  };
}
