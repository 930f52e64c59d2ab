import { initialAccountState } from '../account/accountState.js';
import type { AccountState } from '../account/types.js';
import { initialActivityState } from '../activity/activityState.js';
import { toAlert } from '../alerts/toAlert.js';
import { initialApprovalState } from '../approval/approvalState.js';
import { hasCloud } from '../backend/hasCloud.js';
import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { startStatus } from '../connection/status.js';
import { initialEmbeddedWalletState } from '../embeddedWallet/embeddedWalletState.js';
import { initialNetworkState, namespacesOf } from '../network/initialNetworkState.js';
import type { NetworkState } from '../network/types.js';
import { initialNftsState } from '../nfts/nftsState.js';
import { checkProjectId } from '../options/projectId.js';
import { initialSendState } from '../send/sendState.js';
import type { PorticoStorage } from '../storage/storage.js';
import { storageKeys } from '../storage/storageKeys.js';
import { initialWalletListState } from '../walletList/walletListState.js';
import type { PorticoState, ResolvedPorticoOptions } from './types.js';

/**
 * The state at start: the active network is the default one, or the first network of the last used namespace;
 * each namespace's status follows §4 from what is stored; a missing project id sets its alert.
 */
export function initialState(options: ResolvedPorticoOptions, storage: PorticoStorage): PorticoState {
  const { networks, defaultNetwork } = options;
  const lastUsed = storage.get(storageKeys.lastUsedChain);
  const activeCaipNetwork =
    lastUsed && lastUsed !== defaultNetwork.chainNamespace
      ? (networks.find((network) => network.chainNamespace === lastUsed) ?? defaultNetwork)
      : defaultNetwork;
  // §3 smart-account-enabled networks are stored as an eip155 chain-id comma list.
  const smartAccountNetworks = (storage.get(storageKeys.smartAccountEnabledNetworks) ?? []).map(
    (chainId): CaipNetworkId => `eip155:${chainId}`,
  );
  const accounts: Partial<Record<ChainNamespace, AccountState>> = {};
  const byNamespace: Partial<Record<ChainNamespace, NetworkState>> = {};
  for (const namespace of namespacesOf(networks)) {
    const status = startStatus({
      enableReconnect: options.enableReconnect,
      hasStoredConnection: storage.get(storageKeys.connectorId(namespace)) !== undefined,
      storedStatus: storage.get(storageKeys.connectionStatus(namespace)),
    });
    accounts[namespace] = initialAccountState(status, options.defaultAccountTypes[namespace]);
    const network =
      activeCaipNetwork.chainNamespace === namespace
        ? activeCaipNetwork
        : networks.find((candidate) => candidate.chainNamespace === namespace);
    byNamespace[namespace] = initialNetworkState(network, namespace === 'eip155' ? smartAccountNetworks : []);
  }
  const projectId = checkProjectId(options.projectId);
  return {
    modal: { open: false, loading: false, loadingByNamespace: {}, shake: false },
    router: { view: 'Connect', data: undefined, history: [{ view: 'Connect', data: undefined }] },
    connection: {
      connections: {},
      connectorIds: {},
      connectedNamespaces: [],
      activeNamespace: activeCaipNetwork.chainNamespace,
      displays: {},
      recent: storage.get(storageKeys.recentConnections) ?? [],
    },
    accounts,
    networks: { networks, activeCaipNetwork, unsupported: false, byNamespace, switchingNamespace: false },
    connectors: { connectors: [], recentWallets: storage.get(storageKeys.recentWallets) ?? [] },
    alerts: projectId.ok ? {} : { alert: toAlert(projectId.alert) },
    theme: { mode: options.themeMode, variables: options.themeVariables },
    siwx: { hasSession: false },
    legal: { accepted: false },
    features: options.features,
    walletList: initialWalletListState,
    backend: { cloud: hasCloud(options) },
    activity: initialActivityState,
    nfts: initialNftsState,
    send: initialSendState,
    embeddedWallet: initialEmbeddedWalletState,
    approval: initialApprovalState,
  };
}
