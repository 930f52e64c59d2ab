import type { RegistryClient } from '../../cloud/client/registryClient.js';
import type { WalletsQuery } from '../../cloud/wire/registryQuery.js';
import { isCaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import { constants } from '../../shared/constants.js';
import type { Logger } from '../../shared/logger/logger.js';
import { fromSnapshotWallet, type SnapshotWallet } from './snapshotWallet.js';
import type { WalletIndex, WalletIndexQuery } from './walletIndex.js';

/** The registry calls of the wallet list, answered from the registry snapshot instead of Portico Cloud. */
export type LocalRegistry = Pick<RegistryClient, 'getWallets'> & {
  /** A wallet's logo (its own chunk) or else its monogram, as a `data:` URL. */
  walletImageUrl(imageId: string): Promise<string>;
};

/** Wallet id → its logo's chunk (a module whose default export is a `data:` URL). */
type WalletLogos = Readonly<Record<string, () => Promise<{ default: string }>>>;

const loadShippedLogos = (): Promise<WalletLogos> =>
  import('./walletLogos.generated.js').then((module) => module.walletLogos);

export type LoadSnapshot = () => Promise<readonly SnapshotWallet[]>;

/** The snapshot shipped with core, in its own chunk: a dApp's initial JavaScript never holds it. */
const loadShippedSnapshot: LoadSnapshot = () =>
  import('./registrySnapshot.generated.js').then((module) => module.registrySnapshot);

/** A GET /getWallets query with the cloud's defaults (a page of 40, no filter). */
export function toIndexQuery(query: WalletsQuery): WalletIndexQuery {
  return {
    page: query.page ?? 1,
    entries: query.entries ?? constants.wallets.listPageEntries,
    include: query.include ?? [],
    exclude: query.exclude ?? [],
    // The configured networks' ids are CAIP-2 already; anything else could match no wallet anyway.
    chains: (query.chains ?? []).filter(isCaipNetworkId),
    search: query.search ?? '',
    badgeType: query.badge_type ?? 'none',
  };
}

/**
 * The registry of a dApp without Portico Cloud: the snapshot loads on the first listing (again on the next
 * one if it failed), and lists, searches and filters with the cloud's own index. A wallet's image is its logo,
 * loaded as its own small chunk when the wallet is listed (so the snapshot's chunk holds no logo), or else the
 * snapshot's monogram; both are `data:` URLs, so nothing is fetched from anywhere but the dApp's own chunks.
 */
export function createLocalRegistry(
  logger: Pick<Logger, 'error' | 'warn'>,
  load = loadShippedSnapshot,
  loadLogos = loadShippedLogos,
): LocalRegistry {
  let loading: Promise<WalletIndex> | undefined;
  const images = new Map<string, string>();

  function ready(): Promise<WalletIndex> {
    // The index's code loads with the snapshot: a dApp's initial JavaScript holds neither.
    loading ??= Promise.all([load(), import('./walletIndex.js')]).then(
      ([snapshot, { createWalletIndex }]) => {
        for (const wallet of snapshot) images.set(wallet.id, wallet.image);
        return createWalletIndex(snapshot.map(fromSnapshotWallet));
      },
      (error: unknown) => {
        loading = undefined;
        logger.error('The registry snapshot did not load; the wallet list retries', error);
        throw error;
      },
    );
    return loading;
  }

  return {
    getWallets: async (query) => (await ready()).list(toIndexQuery(query)),
    async walletImageUrl(imageId) {
      const monogram = images.get(imageId);
      if (monogram === undefined) throw new Error(`The registry snapshot has no image '${imageId}'`);
      try {
        const logo = (await loadLogos())[imageId];
        return logo ? (await logo()).default : monogram;
      } catch (error) {
        logger.warn(`The logo of wallet '${imageId}' did not load; its monogram shows`, error);
        return monogram;
      }
    },
  };
}
