export { loadRemoteFeatures, type RemoteFeaturesResult } from './loadRemoteFeatures.js';
export {
  applyRemoteFeatures,
  basicModeFeatures,
  type RemoteFeatureKey,
  remoteFeatureKeys,
} from './remoteFeatures.js';
export { enabledWalletFeatures, type WalletFeature } from './walletFeatures.js';
