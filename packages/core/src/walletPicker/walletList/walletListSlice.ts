import type { Slice } from '../../instance/slice.js';
import { clearAlert, showAlert } from '../../modal/alerts/showAlert.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { browserImageLoader } from './imagePreload.js';
import type { StartedWalletList } from './startWalletList.js';
import { initialWalletListState } from './walletListState.js';

/**
 * The wallet registry the AllWallets view pages and searches: Portico Cloud's, with its retries and search
 * analytics; without a cloud, the registry snapshot shipped with core (a lazy chunk). Its code loads right after
 * start, outside the page's initial JavaScript, and asks for the Connect view's wallets once loaded; a failed
 * load is tried again when the modal opens or the list is asked for.
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
    let started: StartedWalletList | undefined;
    let loading: Promise<StartedWalletList> | undefined;
    const start = () =>
      (loading ??= import('./startWalletList.js').then(
        (m) => {
          started = m.startWalletList({
            rt,
            client: ports.cloud.client,
            analytics: ports.analytics,
            loadImage: portico.loadImage ?? browserImageLoader(),
            loadSnapshot: portico.loadRegistrySnapshot,
            showAlert: (code: AlertCode) => showAlert(rt, code),
            clearAlert: (code: AlertCode) => clearAlert(rt, code),
          });
          return started;
        },
        (error: unknown) => {
          loading = undefined;
          rt.options.logger.error('The wallet list did not load; it is tried again on the next open', error);
          throw error;
        },
      ));
    // `start` has logged a failed load (and lets the next open or list call try again).
    const startQuietly = () => void start().catch(() => {});
    startQuietly();
    rt.store.subscribe(
      (state) => state.modal.open,
      (open) => open && !started && startQuietly(),
    );
    return {
      actions: {
        fetchWallets: async (page: number) => (started ?? (await start())).fetchWallets(page),
        searchWallets(query: string) {
          if (started) return started.searchWallets(query);
          // A failed load is logged by `start`; the search is dropped with it, as a failed request's would be.
          start().then(
            (wallets) => wallets.searchWallets(query),
            () => {},
          );
        },
      },
    };
  },
};
