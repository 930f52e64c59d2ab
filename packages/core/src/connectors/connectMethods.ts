import { constants } from '../constants.js';
import type { ResolvedFeatures } from '../portico/types.js';

export type ConnectMethod = (typeof constants.defaults.connectMethodOrder)[number];

/** The social login providers the features turn on (none when `socials` is false). */
export function enabledSocialProviders(features: Pick<ResolvedFeatures, 'socials'>): readonly string[] {
  return features.socials || [];
}

/** §2: the Connect view's methods in the default order email, social, wallet; email and social only when those features exist. */
export function connectMethods(features: Pick<ResolvedFeatures, 'email' | 'socials'>): ConnectMethod[] {
  return constants.defaults.connectMethodOrder.filter((method) => {
    if (method === 'email') return features.email;
    if (method === 'social') return enabledSocialProviders(features).length > 0;
    return true;
  });
}
