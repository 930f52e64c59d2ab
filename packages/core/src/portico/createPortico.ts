import { createAccountActions } from '../account/accountActions.js';
import { createNotifications } from '../alerts/notifications.js';
import { createConnectionActions } from '../connection/connectionActions.js';
import { createModalActions } from '../modal/modalActions.js';
import { createMultiWalletActions } from '../multiWallet/multiWalletActions.js';
import { createNetworkActions } from '../network/networkActions.js';
import { openRoute } from '../router/openRoute.js';
import type { SendActions } from '../send/sendActions.js';
import { createSendForm } from '../send/sendForm.js';
import { storageKeys } from '../storage/storageKeys.js';
import { startCloudServices } from './cloudServices.js';
import { startEmbeddedServices } from './embeddedServices.js';
import { createRuntime } from './runtime.js';
import { startPortico } from './start.js';
import { withHistory } from './stateUpdates.js';
import type { Portico, PorticoOptions } from './types.js';

/**
 * Creates a Portico instance: the store, the §2 router, the §4 connection machine and network rules. Each
 * concern lives in its own module; this function wires them together over one shared runtime.
 */
export function createPortico(portico: PorticoOptions): Portico {
  const rt = createRuntime(portico);
  const { get, set, options } = rt;
  const modal = createModalActions(rt);
  const notifications = createNotifications(rt);
  const account = createAccountActions(rt, modal, notifications);
  const connections = createConnectionActions(rt, modal, account);
  const networks = createNetworkActions(rt, modal, account);
  const multiWallet = createMultiWalletActions(rt, connections, account.afterChange);
  const ready = startPortico(rt, connections, account);
  const cloud = startCloudServices(rt, portico, account.showBalanceUnavailable, notifications);
  const embedded = startEmbeddedServices(rt, portico, { modal, notifications, account, connections, cloud });
  const sendForm = createSendForm(rt);
  // The Send flow's work loads with its first use, as its views do.
  let sendActions: Promise<SendActions> | undefined;
  const send = () => {
    sendActions ??= import('../send/sendActions.js').then((m) =>
      m.createSendActions({
        rt,
        client: cloud.names,
        navigate: (view) => modal.navigate(view),
        async afterSend() {
          await Promise.all([
            account.refreshBalance(),
            cloud.fetchTokenBalances(true),
            cloud.refreshTransactions(),
          ]);
        },
      }),
    );
    return sendActions;
  };

  return {
    options,
    ready,
    async open(openOptions) {
      const namespace = openOptions?.namespace;
      const target =
        namespace && namespace !== get().connection.activeNamespace ? rt.networkOf(namespace) : undefined;
      // §2 rule 1: a namespace other than the active one switches network without confirmation.
      if (target) await networks.switchActiveNetwork(target);
      const route = openRoute(openOptions, {
        manualWCControl: options.manualWCControl,
        adapterCount: rt.adapters.size,
        connected: rt.isConnected(get()),
        isMobile: rt.isMobile(),
      });
      set((s) => withHistory({ ...s, modal: { ...s.modal, open: true, uri: openOptions?.uri } }, [route]));
    },
    close: modal.close,
    back: modal.back,
    navigate: modal.navigate,
    shake: modal.shake,
    connect: connections.connect,
    connectWallet: connections.connectWallet,
    connectWalletConnect: connections.connectWalletConnect,
    rememberWalletLink: (choice) => rt.storage.set(storageKeys.deepLinkChoice, choice),
    isMobile: rt.isMobile,
    fetchWallets: cloud.fetchWallets,
    searchWallets: cloud.searchWallets,
    fetchTransactions: cloud.fetchTransactions,
    fetchNfts: cloud.fetchNfts,
    disconnect: connections.disconnect,
    signMessage: connections.signMessage,
    getConnections: multiWallet.getConnections,
    getRecentConnections: multiWallet.getRecentConnections,
    switchConnection: multiWallet.switchConnection,
    deleteConnection: multiWallet.deleteConnection,
    subscribeConnections: multiWallet.subscribeConnections,
    switchNetwork: networks.switchNetwork,
    switchActiveNetwork: networks.switchActiveNetwork,
    confirmNetworkSwitch: networks.confirmNetworkSwitch,
    addNetwork: networks.addNetwork,
    removeNetwork: networks.removeNetwork,
    setPreferredAccountType: account.setPreferredAccountType,
    setAccountTab: account.setAccountTab,
    setLegalAccepted: (accepted) => set((s) => ({ ...s, legal: { accepted } })),
    refreshBalance: account.refreshBalance,
    async refreshTokenBalances() {
      await Promise.all([account.refreshBalance(), cloud.fetchTokenBalances(true)]);
    },
    ...sendForm,
    resolveSendReceiver: async () => (await send()).resolveSendReceiver(),
    setMaxSendAmount: async () => (await send()).setMaxSendAmount(),
    previewSend: async () => (await send()).previewSend(),
    confirmSend: async () => (await send()).confirmSend(),
    ...embedded,
    setThemeMode: (mode) => set((s) => ({ ...s, theme: { ...s.theme, mode } })),
    setThemeVariables: (variables) =>
      set((s) => ({ ...s, theme: { ...s.theme, variables: { ...s.theme.variables, ...variables } } })),
    showToast: notifications.showToast,
    hideToast: notifications.hideToast,
    dismissAlert: notifications.dismissAlert,
    getState: get,
    subscribe: rt.store.subscribe,
    destroy() {
      rt.destroy();
      for (const adapter of rt.adapters.values()) adapter.destroy?.();
      for (const source of rt.sources.values()) source.destroy?.();
    },
  };
}
