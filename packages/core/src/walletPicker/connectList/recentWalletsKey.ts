import { isRecord, isString, jsonKey } from '../../instance/storage/storageKey.js';
import type { RecentWallet } from './types.js';

const isRecentWallets = (value: unknown): value is RecentWallet[] =>
  Array.isArray(value) &&
  value.every((wallet) => isRecord(wallet) && isString(wallet.id) && isString(wallet.name));
/** §3 recent wallets: the last wallets the visitor connected. */
export const recentWalletsKey = jsonKey('recentWallets', isRecentWallets);
