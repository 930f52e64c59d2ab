import type { ResolvedFeatures } from '../../instance/features.js';
import { constants } from '../../shared/constants.js';

export type WalletFeature = (typeof constants.defaults.walletFeatureOrder)[number];

/** The Account view's wallet features that are on, in the §9 order onramp, swaps, receive, send. */
export function enabledWalletFeatures(features: Pick<ResolvedFeatures, WalletFeature>): WalletFeature[] {
  return constants.defaults.walletFeatureOrder.filter((feature) => features[feature]);
}
