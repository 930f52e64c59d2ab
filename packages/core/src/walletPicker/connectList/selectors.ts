import { namespacesOf } from '../../connected/activeNetwork/initialNetworkState.js';
import type { ResolvedPorticoOptions } from '../../instance/porticoOptions.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { withRegistryRows } from '../walletList/walletRows.js';
import { type ConnectListItem, connectList } from './connectList.js';
import { type ConnectMethod, connectMethods, socialProvidersOf } from './connectMethods.js';

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

type SocialProviders = ReturnType<typeof socialProvidersOf>;

let lastSocials: { features: unknown; providers: SocialProviders } | undefined;
/** The Connect view's social logins, in the order the socials feature lists them. */
export function selectSocialProviders(state: Pick<PorticoState, 'features'>): SocialProviders {
  if (lastSocials?.features !== state.features)
    lastSocials = { features: state.features, providers: socialProvidersOf(state.features) };
  return lastSocials.providers;
}

/** The namespaces whose wallets Connect lists: only the active one while switching to it (§4), else every configured one. */
function listedNamespaces(state: PorticoState) {
  return state.networks.switchingNamespace
    ? [state.connection.activeNamespace]
    : namespacesOf(state.networks.networks);
}

/**
 * The Connect view's wallet list in the §9 order, with the featured and recommended registry wallets;
 * recomputed only when connectors, recent wallets, networks, the namespace being switched to or those registry
 * lists change.
 */
export function createConnectListSelector(
  options: ResolvedPorticoOptions,
): (state: PorticoState) => ConnectListItem[] {
  let last: { inputs: readonly unknown[]; list: ConnectListItem[] } | undefined;
  return (state) => {
    const { connectors, recentWallets } = state.connectors;
    const { networks, switchingNamespace } = state.networks;
    const { featured, recommended } = state.walletList;
    const inputs = [
      connectors,
      recentWallets,
      networks,
      featured,
      recommended,
      switchingNamespace && state.connection.activeNamespace,
    ];
    if (last?.inputs.every((input, index) => input === inputs[index])) return last.list;
    const list = withRegistryRows(
      connectList({
        connectors,
        namespaces: listedNamespaces(state),
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
