import { displayBalance } from '../account/balancePolicy.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { type ConnectListItem, connectList } from '../connectors/connectList.js';
import { type ConnectMethod, connectMethods } from '../connectors/connectMethods.js';
import type { NetworkSwitchError } from '../network/switchError.js';
import { canClose } from '../router/canClose.js';
import { backHistory } from '../router/history.js';
import { withRegistryRows } from '../walletList/walletRows.js';
import { namespacesOf } from './initialState.js';
import { isSupported } from './stateUpdates.js';
import type {
  AccountState,
  ConnectError,
  NetworkState,
  PorticoState,
  ResolvedPorticoOptions,
} from './types.js';

/** Selectors for `subscribe(selector, listener)` and React's `useSyncExternalStore`: each returns a stable reference while its input is unchanged. */

export const selectActiveAccount = (state: PorticoState): AccountState | undefined =>
  state.accounts[state.connection.activeNamespace];

export const selectActiveNetworkState = (state: PorticoState): NetworkState | undefined =>
  state.networks.byNamespace[state.connection.activeNamespace];

export const selectIsConnected = (state: PorticoState): boolean => {
  const account = selectActiveAccount(state);
  return account?.status === 'connected' && !!account.address;
};

/**
 * A namespace's balance as shown (§5), the active namespace's by default: rounded down to 3 decimals, 0.00 on a
 * testnet or an unsupported chain.
 */
export const selectDisplayBalance = (
  state: PorticoState,
  namespace: ChainNamespace = state.connection.activeNamespace,
): string => {
  const network = state.networks.byNamespace[namespace]?.caipNetwork ?? state.networks.activeCaipNetwork;
  return displayBalance(state.accounts[namespace]?.balance, network, isSupported(state, network));
};

export const selectNamespaceLoading = (state: PorticoState): boolean =>
  !!state.modal.loadingByNamespace[state.connection.activeNamespace];

/** §2 the Connect view's methods: the features in effect, offered only where a connector can log in that way. */
export const selectConnectMethods = (state: PorticoState): ConnectMethod[] =>
  cachedMethods(state.features, state.connectors.connectors);

let lastMethods: { features: unknown; connectors: unknown; methods: ConnectMethod[] } | undefined;
function cachedMethods(
  features: PorticoState['features'],
  connectors: PorticoState['connectors']['connectors'],
) {
  if (lastMethods?.features !== features || lastMethods.connectors !== connectors)
    lastMethods = { features, connectors, methods: connectMethods(features, connectors) };
  return lastMethods.methods;
}

/** §9 legal checkbox: while it is shown and not ticked, nothing connects. */
export const selectConnectLocked = (state: PorticoState): boolean =>
  state.features.legalCheckbox && !state.legal.accepted;

/** §2: whether Back does something other than close: a previous view, or Account from Connect while connected. */
export const selectCanGoBack = (state: PorticoState): boolean =>
  backHistory(state.router.history, selectIsConnected(state)) !== undefined;

/** The failed connect of the current ConnectingExternal view's connector, if any. */
export const selectConnectError = (state: PorticoState): ConnectError | undefined => {
  const route = state.router.history.at(-1);
  const error = state.connection.error;
  return route?.view === 'ConnectingExternal' && error?.connectorId === route.data.connectorId
    ? error
    : undefined;
};

/** The failed switch to the current SwitchNetwork or SwitchActiveChain view's network, if any. */
export const selectSwitchError = (state: PorticoState): NetworkSwitchError | undefined => {
  const route = state.router.history.at(-1);
  const network =
    route?.view === 'SwitchNetwork' || route?.view === 'SwitchActiveChain' ? route.data.network : undefined;
  const error = state.networks.switchError;
  return network && error?.caipNetworkId === network.caipNetworkId ? error : undefined;
};

/** §2: whether the modal may close now. */
export const selectCanClose =
  (options: ResolvedPorticoOptions) =>
  (state: PorticoState): boolean =>
    canClose(state.router.view, options.siwx?.getRequired() ?? false, state.siwx.hasSession);

/**
 * The Connect view's wallet list in the §9 order, with the featured and recommended registry wallets;
 * recomputed only when connectors, recent wallets, networks or those registry lists change.
 */
export function createConnectListSelector(
  options: ResolvedPorticoOptions,
): (state: PorticoState) => ConnectListItem[] {
  let last: { inputs: readonly unknown[]; list: ConnectListItem[] } | undefined;
  return (state) => {
    const { connectors, recentWallets } = state.connectors;
    const { networks } = state.networks;
    const { featured, recommended } = state.walletList;
    const inputs = [connectors, recentWallets, networks, featured, recommended];
    if (last?.inputs.every((input, index) => input === inputs[index])) return last.list;
    const list = withRegistryRows(
      connectList({
        connectors,
        namespaces: namespacesOf(networks),
        recentWallets,
        customWallets: options.customWallets,
        excludeWalletIds: options.excludeWalletIds,
      }),
      featured,
      recommended,
    );
    last = { inputs, list };
    return list;
  };
}
