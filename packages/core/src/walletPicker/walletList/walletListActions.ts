import { cloudAlert } from '../../cloud/client/cloudAlert.js';
import type { RegistryClient } from '../../cloud/client/registryClient.js';
import type { WalletsQuery } from '../../cloud/wire/registryQuery.js';
import type { RegistryWallet } from '../../cloud/wire/registryWallet.js';
import type { ResolvedPorticoOptions } from '../../instance/porticoOptions.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { constants } from '../../shared/constants.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { Logger } from '../../shared/logger/logger.js';
import { queryRetryDelay } from '../../shared/retry/queryRetry.js';
import { retryAfterMs } from '../../shared/retry/retryAfter.js';
import { withSafeWalletLinks } from '../walletConnect/walletLinkSafety.js';
import { type ImageLoader, preloadImage } from './imagePreload.js';
import type { ListedWallet, WalletListState } from './walletListState.js';

export interface WalletListEnv {
  client: Pick<RegistryClient, 'getWallets'> & {
    /** A URL (Portico Cloud's), or once loaded a `data:` URL (the snapshot's logo chunks). */
    walletImageUrl(imageId: string): string | Promise<string>;
  };
  options: Pick<ResolvedPorticoOptions, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>;
  get(): PorticoState;
  set(update: (state: PorticoState) => PorticoState): void;
  /** Runs `run` after `ms` unless the instance is destroyed first. */
  later(ms: number, run: () => void): void;
  /** Where registry links refused as unsafe are reported. */
  logger: Pick<Logger, 'warn'>;
  /** Images are preloaded with it (§9 2 s timeout); without one they are listed unchecked. */
  loadImage?: ImageLoader | undefined;
  /** §7: searching a wallet sends an analytics event. */
  onSearch(query: string): void;
  /** Shows the §8 alert of a registry failure. */
  showAlert(code: AlertCode): void;
  /** Removes that alert once the cloud answers again (if it is still shown). */
  clearAlert(code: AlertCode): void;
}

export interface WalletListActions {
  /** Loads AllWallets page `page` (40 entries, §9): only the next page, one request at a time. */
  fetchWallets(page: number): Promise<void>;
  /** Searches 100 entries (§9) once the typing pauses for 300 ms: one request per pause. */
  searchWallets(query: string): void;
  /** The featured wallets and the recommended candidates of the Connect view. */
  fetchConnectWallets(): Promise<void>;
  /** Retries every failed request now, then with backoff while the modal is open. */
  retryNow(): void;
  /** Stops the periodic retry (the modal closed). */
  pauseRetry(): void;
}

/** How many recommended candidates are asked: room for the ones already listed as injected or recent. */
const recommendedCandidates = constants.wallets.recommendedCount * 4;

/**
 * The wallet list of §7 and §9. A failed request shows its §8 alert ('Server Error' when the cloud is down)
 * and is retried on the next open and, while the modal is open, with the §9 query-retry backoff (or the
 * server's Retry-After); when the cloud answers again the list refills and the alert goes.
 */
export function createWalletListActions(env: WalletListEnv): WalletListActions {
  const { client, options, get, set } = env;
  const failed = new Map<string, () => Promise<void>>();
  let retryRound = 0;
  let retryToken = 0;
  let retryPending = false;
  let retryAfter = 0;
  let searchToken = 0;

  const update = (change: (list: WalletListState) => Partial<WalletListState>) =>
    set((state) => ({ ...state, walletList: { ...state.walletList, ...change(state.walletList) } }));

  const filters = (): WalletsQuery => ({
    include: options.includeWalletIds,
    exclude: options.excludeWalletIds,
    chains: get().networks.networks.map((network) => network.caipNetworkId),
  });

  async function listed(wallets: readonly RegistryWallet[]): Promise<ListedWallet[]> {
    const { loadImage } = env;
    return Promise.all(
      wallets.map(async (registered) => {
        // Registry data (any cloud's, or the snapshot) never brings a link the modal may not open.
        const wallet = withSafeWalletLinks(registered, env.logger);
        const imageUrl = await client.walletImageUrl(wallet.image_id);
        const loaded = loadImage ? await preloadImage(imageUrl, loadImage) : true;
        return loaded ? { ...wallet, imageUrl } : { ...wallet };
      }),
    );
  }

  function scheduleRetry() {
    if (retryPending || failed.size === 0 || !get().modal.open) return;
    retryPending = true;
    const token = retryToken;
    env.later(Math.max(queryRetryDelay(retryRound++), retryAfter), () => {
      if (token !== retryToken) return;
      retryPending = false;
      void retryFailed();
    });
  }

  async function retryFailed() {
    const tasks = [...failed.values()];
    failed.clear();
    await Promise.all(tasks.map((task) => task()));
  }

  /** Runs `task`; on failure `again` (by default the same attempt) is kept for the next retry. */
  async function attempt(
    key: string,
    task: () => Promise<void>,
    again: () => Promise<void> = () => attempt(key, task),
  ): Promise<void> {
    try {
      await task();
      failed.delete(key);
      if (failed.size > 0) return;
      retryRound = 0;
      const { error } = get().walletList;
      if (!error) return;
      update(() => ({ error: undefined }));
      env.clearAlert(error);
    } catch (error) {
      failed.set(key, again);
      const retryAfterHeader = error instanceof PorticoError ? error.params.retryAfter : undefined;
      retryAfter = typeof retryAfterHeader === 'string' ? (retryAfterMs(retryAfterHeader) ?? 0) : 0;
      const alert = cloudAlert(error) ?? 'SERVER_ERROR';
      if (get().walletList.error !== alert) {
        update(() => ({ error: alert }));
        env.showAlert(alert);
      }
      scheduleRetry();
    }
  }

  async function loadPage(page: number) {
    update(() => ({ loading: true }));
    try {
      const result = await client.getWallets({
        ...filters(),
        page,
        entries: constants.wallets.listPageEntries,
      });
      const wallets = await listed(result.data);
      update((list) => {
        const earlier = page === 1 ? [] : list.wallets.filter((w) => !wallets.some((n) => n.id === w.id));
        return { wallets: [...earlier, ...wallets], page, count: result.count };
      });
    } finally {
      update(() => ({ loading: false }));
    }
  }

  async function runSearch(query: string, token: number) {
    if (token !== searchToken) return;
    env.onSearch(query);
    try {
      const result = await client.getWallets({
        ...filters(),
        page: 1,
        entries: constants.wallets.searchEntries,
        search: query,
      });
      const wallets = await listed(result.data);
      if (token === searchToken)
        update(({ search }) => ({ search: { ...search, wallets, count: result.count } }));
    } finally {
      if (token === searchToken) update(({ search }) => ({ search: { ...search, loading: false } }));
    }
  }

  async function loadConnectWallets() {
    const { featuredWalletIds, excludeWalletIds } = options;
    const featuredIds = featuredWalletIds.filter((id) => !excludeWalletIds.includes(id));
    const [featured, recommended] = await Promise.all([
      featuredIds.length === 0
        ? { data: [], count: 0 }
        : client.getWallets({ include: featuredIds, entries: Math.min(featuredIds.length, 100) }),
      client.getWallets({
        ...filters(),
        exclude: [...excludeWalletIds, ...featuredIds],
        page: 1,
        entries: recommendedCandidates,
      }),
    ]);
    const byOrder = [...featured.data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id));
    const [featuredRows, recommendedRows] = await Promise.all([listed(byOrder), listed(recommended.data)]);
    update(() => ({ featured: featuredRows, recommended: recommendedRows }));
  }

  async function fetchWallets(page: number): Promise<void> {
    const list = get().walletList;
    if (list.loading || page !== list.page + 1 || (page > 1 && list.wallets.length >= list.count)) return;
    // A retry goes through the same checks, so it never loads a page twice.
    await attempt(
      'page',
      () => loadPage(page),
      () => fetchWallets(page),
    );
  }

  return {
    fetchWallets,
    searchWallets(query) {
      const token = ++searchToken;
      const trimmed = query.trim();
      update(({ search }) => ({
        search: trimmed
          ? { ...search, query, loading: true }
          : { query, wallets: [], count: 0, loading: false },
      }));
      failed.delete('search');
      if (!trimmed) return;
      env.later(constants.wallets.searchDebounceMs, () => {
        if (token === searchToken) void attempt('search', () => runSearch(trimmed, token));
      });
    },
    async fetchConnectWallets() {
      update(() => ({ connectLoading: true }));
      try {
        await attempt('connect', loadConnectWallets);
      } finally {
        update(() => ({ connectLoading: false }));
      }
    },
    retryNow() {
      retryToken++;
      retryPending = false;
      retryRound = 0;
      void retryFailed();
    },
    pauseRetry() {
      retryToken++;
      retryPending = false;
    },
  };
}
