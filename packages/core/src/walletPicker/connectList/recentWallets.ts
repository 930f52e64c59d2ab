import type { Connector } from '../../domain/connectorSource/connector.js';
import { constants } from '../../shared/constants.js';
import { walletId } from './connectList.js';
import type { RecentWallet } from './types.js';

/** The connector as a recent wallet. */
export function toRecentWallet(connector: Connector): RecentWallet {
  const wallet: RecentWallet = { id: walletId(connector), name: connector.name };
  const imageUrl = connector.imageUrl ?? connector.info?.icon;
  if (imageUrl) wallet.imageUrl = imageUrl;
  if (connector.info?.rdns) wallet.rdns = connector.info.rdns;
  return wallet;
}

/** §9: the wallet goes first; the list keeps 2. */
export function addRecentWallet(recent: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...recent.filter((entry) => entry.id !== wallet.id)].slice(0, constants.wallets.recentKept);
}
