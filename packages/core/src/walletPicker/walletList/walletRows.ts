import type { RegistryWallet } from '../../cloud/wire/registryWallet.js';
import { constants } from '../../shared/constants.js';
import type { ConnectListItem, ConnectListKind } from '../connectList/connectList.js';
import type { ListedWallet } from './walletListState.js';

/** AllWallets adds registry rows to the kinds of the §9 connector order. */
export type WalletRowKind = ConnectListKind | 'registry';

/** A row of a wallet list; registry rows have no connector (they connect through wallet-connect). */
export interface WalletRow extends Omit<ConnectListItem, 'kind'> {
  kind: WalletRowKind;
  registry?: RegistryWallet;
}

/**
 * Whether a registry wallet is already one of the connector rows: an injected wallet announces the registry
 * entry's rdns (EIP-6963), or the connector names its registry id.
 */
function isListed(wallet: RegistryWallet, rows: readonly ConnectListItem[]): boolean {
  return rows.some(
    (row) =>
      row.id === wallet.id ||
      row.connectors.some(
        (connector) =>
          connector.explorerId === wallet.id ||
          (!!wallet.rdns && (connector.info?.rdns ?? connector.id) === wallet.rdns),
      ),
  );
}

function registryRow<K extends WalletRowKind>(kind: K, wallet: ListedWallet) {
  const row = { kind, id: wallet.id, name: wallet.name, connectors: [], registry: wallet };
  return wallet.imageUrl ? { ...row, imageUrl: wallet.imageUrl } : row;
}

/**
 * The Connect view's list: the connector and custom rows plus the featured wallets and the first 4
 * recommended ones (§9) not listed already, in the §9 connector order.
 */
export function withRegistryRows(
  list: readonly ConnectListItem[],
  featured: readonly ListedWallet[],
  recommended: readonly ListedWallet[],
): ConnectListItem[] {
  const featuredRows = featured.filter((wallet) => !isListed(wallet, list));
  const recommendedRows = recommended
    .filter((wallet) => !isListed(wallet, list) && !featured.some((entry) => entry.id === wallet.id))
    .slice(0, constants.wallets.recommendedCount);
  if (featuredRows.length === 0 && recommendedRows.length === 0) return [...list];
  const order: readonly string[] = constants.defaults.connectorOrder;
  // The sort is stable: each kind keeps its order (recent: most recent first).
  return [
    ...list,
    ...featuredRows.map((wallet) => registryRow('featured', wallet)),
    ...recommendedRows.map((wallet) => registryRow('recommended', wallet)),
  ].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/**
 * AllWallets: the connector and custom rows (filtered by the search locally), then the registry wallets
 * (the loaded pages, or the search results) that are not among them, so no wallet is listed twice.
 */
export function allWalletsRows(
  list: readonly ConnectListItem[],
  registry: readonly ListedWallet[],
  search: string,
): WalletRow[] {
  const needle = search.trim().toLowerCase();
  const local = needle ? list.filter((row) => row.name.toLowerCase().includes(needle)) : list;
  return [
    ...local,
    ...registry.filter((wallet) => !isListed(wallet, list)).map((wallet) => registryRow('registry', wallet)),
  ];
}
