import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Runtime } from '../../instance/runtime.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';
import { withLoading } from '../../modal/dialog/withLoading.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import type { AccountActions } from '../account/accountActions.js';
import { initialAccountState } from '../account/accountState.js';
import { withCurrentConnectionOn } from '../connection/connectionUpdates.js';
import { initialNetworkState } from './initialNetworkState.js';
import type { NetworkApi } from './networkApi.js';
import { withActiveNetwork, withSwitchError } from './networkUpdates.js';
import { switchError } from './switchError.js';
import { switchRoute } from './switchRoute.js';

export type NetworkActions = NetworkApi;

/** The §2 switching rules and §4 network changes: switching, adding and removing networks. */
export function createNetworkActions(
  rt: Runtime,
  modal: ModalActions,
  account: AccountActions,
): NetworkActions {
  const { get, set, options } = rt;

  /**
   * §5 adapter-provider-list: adding or removing a network needs its namespace's chain adapter (Portico's adapters
   * hold what the spec calls the adapter's provider list), else 'Adapter not found'. An instance without any chain
   * adapter (§2 rule 2: WalletConnect alone) keeps its networks as they are given.
   */
  const assertChainAdapter = (namespace: ChainNamespace) => {
    if (options.adapters.length > 0) rt.adapterOf(namespace);
  };

  const switchActiveNetwork: NetworkApi['switchActiveNetwork'] = async (target) => {
    const network = rt.resolveNetwork(target);
    if (!network) return;
    const namespace = network.chainNamespace;
    set((s) => withSwitchError(s, undefined));
    const state = get();
    const crossNamespace = namespace !== state.connection.activeNamespace;
    // §4: selecting a network in another namespace sets the switching-namespace flag until a connection applies.
    if (crossNamespace)
      set((s) => ({ ...s, networks: { ...s.networks, switchingNamespace: !rt.isConnected(s, namespace) } }));
    const connectorId = state.connection.connectorIds[namespace];
    const walletNetwork = state.networks.byNamespace[namespace]?.caipNetwork;
    const adapter = rt.adapters.get(namespace);
    if (connectorId && adapter?.switchNetwork && walletNetwork?.caipNetworkId !== network.caipNetworkId) {
      set((s) => withLoading(s, namespace, true));
      try {
        await adapter.switchNetwork({ provider: await rt.providerOf(namespace), network });
        set((s) => withCurrentConnectionOn(s, namespace, network.caipNetworkId));
      } catch (error) {
        set((s) => withSwitchError(s, switchError(network.caipNetworkId, error)));
        if (rpcErrorCode(error) === rpcErrorCodes.unrecognizedChain) {
          throw new PorticoError('CHAIN_NOT_SUPPORTED', {}, { cause: error });
        }
        throw error;
      } finally {
        set((s) => withLoading(s, namespace, false));
      }
    }
    set((s) => withActiveNetwork(s, network, rt.caipAddressOf));
    await account.afterChange(namespace);
  };

  return {
    switchActiveNetwork,
    async switchNetwork(target, { force } = {}) {
      const network = rt.resolveNetwork(target);
      if (!network) return;
      const state = get();
      const activeConnectorId = state.connection.connectorIds[state.connection.activeNamespace];
      const route = switchRoute(network, {
        activeNetwork: state.networks.activeCaipNetwork,
        activeConnectorType: activeConnectorId ? rt.findConnector(activeConnectorId)?.type : undefined,
        connectedNamespaces: state.connection.connectedNamespaces,
        force,
      });
      // A namespace whose wallets do not switch for a dApp (Solana clusters) changes the dApp's network
      // without a confirmation: there is nothing to ask the wallet.
      const walletSwitches = !!rt.adapters.get(network.chainNamespace)?.switchNetwork;
      if (route?.view === 'SwitchNetwork' && !force && !walletSwitches) {
        await switchActiveNetwork(network);
        if (get().modal.open && get().router.view === 'Networks') modal.leave();
        return;
      }
      if (route) modal.showRoute(route);
    },
    async confirmNetworkSwitch() {
      const route = get().router.history.at(-1);
      if (route?.view !== 'SwitchNetwork' && route?.view !== 'SwitchActiveChain') return;
      try {
        if (route.data.network) await switchActiveNetwork(route.data.network);
      } catch {
        return; // networks.switchError holds the failure; the view offers Retry.
      }
      // The visitor may have moved on or closed the modal while the wallet was asked.
      if (get().router.history.at(-1) !== route) return;
      if (route.view === 'SwitchActiveChain' && route.data.navigateTo) {
        modal.navigate(route.data.navigateTo, undefined, { replace: route.data.navigateWithReplace });
      } else {
        modal.leave();
      }
    },
    addNetwork(network) {
      if (get().networks.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) return;
      const namespace = network.chainNamespace;
      assertChainAdapter(namespace);
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
    },
    removeNetwork(caipNetworkId) {
      const state = get();
      const remaining = state.networks.networks.filter((n) => n.caipNetworkId !== caipNetworkId);
      const [first] = remaining;
      // The networks list never becomes empty.
      if (remaining.length === state.networks.networks.length || !first) return;
      const removed = state.networks.networks.find((n) => n.caipNetworkId === caipNetworkId);
      if (removed) assertChainAdapter(removed.chainNamespace);
      set((s) => ({ ...s, networks: { ...s.networks, networks: remaining } }));
      if (state.networks.activeCaipNetwork.caipNetworkId === caipNetworkId) {
        // §4: removing the active network switches to the first remaining one.
        void switchActiveNetwork(first).catch(() => {
          set((s) => withActiveNetwork(s, first, rt.caipAddressOf));
        });
      }
    },
  };
}
