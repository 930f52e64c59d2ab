export {
  type ConnectListInput,
  type ConnectListItem,
  type ConnectListKind,
  connectList,
  matchesRecent,
  walletId,
} from './connectList.js';
export { type ConnectMethod, connectMethods, enabledSocialProviders } from './connectMethods.js';
export { mergeConnectors } from './mergeConnectors.js';
export { addRecentWallet, toRecentWallet } from './recentWallets.js';
