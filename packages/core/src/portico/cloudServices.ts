import { selectActiveAccount, selectIsConnected } from '../account/selectors.js';
import type { ActivityActions, ActivityEnv } from '../activity/activityActions.js';
import type { Notifications } from '../alerts/notifications.js';
import { toAlert } from '../alerts/toAlert.js';
import type { Analytics } from '../analytics/analytics.js';
import { startLocalServices } from '../backend/localServices.js';
import { type CloudClient, createCloudClient } from '../cloudClient/cloudClient.js';
import { porticoSdk } from '../cloudClient/sdkInfo.js';
import { createSupportedChains, type SupportedChains } from '../cloudClient/supportedChains.js';
import type { EmbeddedConditions } from '../embeddedWallet/frameLoader.js';
import type { AlertCode } from '../errors/alerts.js';
import type { ResolvedFeatures } from '../features/types.js';
import type { IdentityActions } from '../identity/identityActions.js';
import type { NftsEnv } from '../nfts/nftsActions.js';
import { checkProjectId } from '../options/projectId.js';
import { loadRemoteFeatures } from '../remoteConfig/loadRemoteFeatures.js';
import { createTokenBalanceActions, type TokenBalanceActions } from '../tokenBalances/tokenBalanceActions.js';
import { followModal } from '../walletList/followModal.js';
import { browserImageLoader } from '../walletList/imagePreload.js';
import { startLocalWalletList } from '../walletList/localWalletList.js';
import { createWalletListActions } from '../walletList/walletListActions.js';
import type { Runtime } from './runtime.js';
import { withAlert } from './stateUpdates.js';
import type { Portico, PorticoOptions } from './types.js';

export type CloudServices = Pick<
  Portico,
  'fetchWallets' | 'searchWallets' | 'fetchTransactions' | 'fetchNfts'
> &
  TokenBalanceActions & {
    /** Starts the Activity list over, when it was loaded (after a send). */
    refreshTransactions(): Promise<void>;
    /** Name profiles for the Send view's receiver; none without a cloud. */
    names: Pick<CloudClient, 'getNameProfile'> | undefined;
    /** §5 the remote features once loaded and the project's allowed origins; none without them. */
    embeddedConditions(): Promise<EmbeddedConditions | undefined>;
  };

/** Shows a §8 alert; a warning or info never hides an error alert already shown. */
function showAlert(rt: Runtime, code: AlertCode, params: Record<string, string> = {}) {
  rt.set((state) => withAlert(state, toAlert(code, params)));
}

function clearAlert(rt: Runtime, code: AlertCode) {
  rt.set((state) => {
    if (state.alerts.alert?.code !== code) return state;
    const { alert: _cleared, ...alerts } = state.alerts;
    return { ...state, alerts };
  });
}

/**
 * The runtime of the lists the Account tabs load from the cloud (activity, NFTs): toasts as the notifications
 * show them, errors reported to analytics.
 */
function accountListEnv(
  rt: Runtime,
  notifications: Pick<Notifications, 'showToast'>,
  client: CloudClient | undefined,
  analytics: Analytics | undefined,
  supportedChains: SupportedChains | undefined,
): ActivityEnv & NftsEnv {
  return {
    client,
    supportedChains,
    get: rt.get,
    set: rt.set,
    subscribe: (selector, listener) => void rt.store.subscribe(selector, listener),
    showToast: notifications.showToast,
    reportError: (report) => void analytics?.reportError(report),
    logger: rt.options.logger,
  };
}

/**
 * The Account tabs' lists (activity, NFTs): their actions load with the first fetch, as their tabs do, so a dApp
 * whose visitors never open them does not ship them in its initial JavaScript.
 */
function accountLists(
  env: ActivityEnv & NftsEnv,
): Pick<CloudServices, 'fetchTransactions' | 'fetchNfts' | 'refreshTransactions'> {
  let activity: Promise<ActivityActions> | undefined;
  let nfts: Promise<{ fetchNfts(): Promise<void> }> | undefined;
  return {
    async fetchTransactions() {
      activity ??= import('../activity/activityActions.js').then((m) => m.createActivityActions(env));
      await (await activity).fetchTransactions();
    },
    async refreshTransactions() {
      // A list never loaded has nothing to start over: its tab loads it fresh.
      if (activity) (await activity).restartTransactions();
    },
    async fetchNfts() {
      nfts ??= import('../nfts/nftsActions.js').then((m) => m.createNftsActions(env));
      await (await nfts).fetchNfts();
    },
  };
}

/** The analytics events the modal sends: open and close, connect success and connect errors. */
function trackModal(rt: Runtime, analytics: Analytics) {
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => void analytics.sendEvent({ event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE' }),
  );
  rt.store.subscribe(
    (state) => state.connection.error,
    (error) => {
      if (error)
        void analytics.reportError({
          event: 'CONNECT_ERROR',
          errorType: error.code === undefined ? 'ConnectError' : `WalletError ${error.code}`,
          errorMessage: error.message,
          stackTrace: '',
        });
    },
  );
  rt.store.subscribe(
    (state) => state.connection.connectedNamespaces.length,
    (count, previous) => {
      if (count > previous) void analytics.sendEvent({ event: 'CONNECT_SUCCESS' });
    },
  );
}

/**
 * Portico Cloud for an instance (§7): the remote features over the local ones, the wallet registry with its
 * retries, analytics, and the §8 alerts of each (including 'Unverified domain' when the project has no
 * origins configured). Without `cloudUrl` (or a project id) nothing is asked: the wallet list comes from the
 * registry snapshot shipped with core.
 */
export function startCloudServices(
  rt: Runtime,
  portico: PorticoOptions,
  showBalanceUnavailable: () => void,
  notifications: Pick<Notifications, 'showToast'>,
): CloudServices {
  const { options } = rt;
  const projectId = checkProjectId(options.projectId);
  if (!options.cloudUrl || !projectId.ok) {
    // Local-only: the wallet list comes from the registry snapshot shipped with core (a lazy chunk).
    const wallets = startLocalWalletList(rt, {
      loadImage: portico.loadImage ?? browserImageLoader(),
      loadSnapshot: portico.loadRegistrySnapshot,
      showAlert: (code) => showAlert(rt, code),
      clearAlert: (code) => clearAlert(rt, code),
    });
    return {
      fetchWallets: wallets.fetchWallets,
      searchWallets: wallets.searchWallets,
      fetchTokenBalances: startLocalServices(rt, portico, showBalanceUnavailable).fetchTokenBalances,
      names: undefined,
      embeddedConditions: async () => undefined,
      ...accountLists(accountListEnv(rt, notifications, undefined, undefined, undefined)),
    };
  }
  let unverifiedShown = false;
  const client: CloudClient = (portico.createCloudClient ?? createCloudClient)({
    baseUrl: options.cloudUrl,
    projectId: projectId.projectId,
    sdkType: portico.sdkType ?? porticoSdk.type,
    sdkVersion: portico.sdkVersion ?? porticoSdk.version,
    onDomainStatus(status) {
      if (status !== 'unverified' || unverifiedShown) return;
      unverifiedShown = true;
      showAlert(rt, 'UNVERIFIED_DOMAIN');
    },
  });

  // Analytics loads right after start, outside the page's initial JavaScript; events wait for it.
  const loadedAnalytics = import('../analytics/analytics.js').then((m) =>
    m.createAnalytics({
      client,
      localEnabled: options.features.analytics,
      onInvalidConfiguration: () => showAlert(rt, 'INVALID_APP_CONFIGURATION'),
      address() {
        const state = rt.get();
        return selectIsConnected(state) ? selectActiveAccount(state)?.address : undefined;
      },
    }),
  );
  const analytics: Analytics = {
    enabled: loadedAnalytics.then((a) => a.enabled),
    sendEvent: async (props) => (await loadedAnalytics).sendEvent(props),
    reportError: async (report) => (await loadedAnalytics).reportError(report),
  };
  trackModal(rt, analytics);

  const remoteFeatures: Promise<ResolvedFeatures | undefined> = options.basic
    ? Promise.resolve(undefined)
    : loadRemoteFeatures(client, options.features, portico.features).then((result) => {
        if (rt.isDestroyed()) return undefined;
        if (!result.ok) {
          showAlert(rt, result.alert);
          return undefined;
        }
        rt.set((state) => ({ ...state, features: result.features }));
        if (result.ignored.length > 0)
          showAlert(rt, 'LOCAL_CONFIGURATION_IGNORED', { settings: result.ignored.join(', ') });
        return result.features;
      });

  const wallets = createWalletListActions({
    client,
    options,
    get: rt.get,
    set: rt.set,
    later: rt.later,
    logger: rt.options.logger,
    loadImage: portico.loadImage ?? browserImageLoader(),
    onSearch: (query) => void analytics.sendEvent({ event: 'SEARCH_WALLET', properties: { search: query } }),
    showAlert: (code) => showAlert(rt, code),
    clearAlert: (code) => clearAlert(rt, code),
  });
  followModal(rt, wallets);

  // §7 one supported-chains answer for every chain-data call of the instance.
  const supportedChains = createSupportedChains(client);
  const tokens = createTokenBalanceActions({
    rt,
    client,
    supportedChains,
    showUnavailable: showBalanceUnavailable,
  });
  // Identity loads with the first connection: a page whose visitors never connect does not ship it.
  let identityActions: Promise<IdentityActions> | undefined;
  const identity = {
    async fetchIdentity() {
      if (!rt.isConnected(rt.get())) return;
      identityActions ??= import('../identity/identityActions.js').then((m) =>
        m.createIdentityActions({ rt, client }),
      );
      await (await identityActions).fetchIdentity();
    },
  };
  // §7 the active account's balances and §4 identity, again on each change of account or network.
  const fetchAccountData = () => {
    void tokens.fetchTokenBalances();
    void identity.fetchIdentity();
  };
  rt.store.subscribe((state) => {
    const account = selectActiveAccount(state);
    return selectIsConnected(state) ? account?.caipAddress : undefined;
  }, fetchAccountData);
  fetchAccountData();
  // An identity older than its 5 min is looked up again when the visitor opens the modal to see it.
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => open && void identity.fetchIdentity(),
  );

  return {
    fetchWallets: wallets.fetchWallets,
    searchWallets: wallets.searchWallets,
    fetchTokenBalances: tokens.fetchTokenBalances,
    names: client,
    async embeddedConditions() {
      const features = await remoteFeatures;
      return features && { features, allowedOrigins: await client.getAllowedOrigins() };
    },
    ...accountLists(accountListEnv(rt, notifications, client, analytics, supportedChains)),
  };
}
