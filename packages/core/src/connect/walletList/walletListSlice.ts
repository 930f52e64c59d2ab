import type { Slice } from '../../instance/slice.js';
import { clearAlert, showAlert } from '../../modal/alerts/showAlert.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { followModal } from './followModal.js';
import { browserImageLoader } from './imagePreload.js';
import { startLocalWalletList } from './localWalletList.js';
import { createWalletListActions } from './walletListActions.js';
import { initialWalletListState } from './walletListState.js';

/**
 * The wallet registry the AllWallets view pages and searches: Portico Cloud's, with its retries and search
 * analytics; without a cloud, the registry snapshot shipped with core (a lazy chunk).
 */
export const walletListSlice: Slice = {
  name: 'walletList',
  resolveOptions: (given) => ({
    featuredWalletIds: given.featuredWalletIds ?? [],
    includeWalletIds: given.includeWalletIds ?? [],
    excludeWalletIds: given.excludeWalletIds ?? [],
  }),
  initialState: () => ({ walletList: initialWalletListState }),
  create({ rt, portico, ports }) {
    const { client } = ports.cloud;
    const alerts = {
      showAlert: (code: AlertCode) => showAlert(rt, code),
      clearAlert: (code: AlertCode) => clearAlert(rt, code),
    };
    const loadImage = portico.loadImage ?? browserImageLoader();
    if (!client) {
      const wallets = startLocalWalletList(rt, {
        ...alerts,
        loadImage,
        loadSnapshot: portico.loadRegistrySnapshot,
      });
      return { actions: { fetchWallets: wallets.fetchWallets, searchWallets: wallets.searchWallets } };
    }
    const { analytics } = ports;
    const wallets = createWalletListActions({
      ...alerts,
      client,
      options: rt.options,
      get: rt.get,
      set: rt.set,
      later: rt.later,
      logger: rt.options.logger,
      loadImage,
      onSearch: (query) =>
        void analytics?.sendEvent({ event: 'SEARCH_WALLET', properties: { search: query } }),
    });
    followModal(rt, wallets);
    return { actions: { fetchWallets: wallets.fetchWallets, searchWallets: wallets.searchWallets } };
  },
};
