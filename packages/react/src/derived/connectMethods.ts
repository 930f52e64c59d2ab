import { constants, type ResolvedFeatures } from '@portico/core';

export type ConnectMethod = (typeof constants.defaults.connectMethodOrder)[number];

/** §2: the Connect view's methods in the default order, email and social only when those features exist. */
export function connectMethods(features: ResolvedFeatures): ConnectMethod[] {
  return constants.defaults.connectMethodOrder.filter((method) => {
    if (method === 'email') return features.email;
    if (method === 'social') return socialProviders(features).length > 0;
    return true;
  });
}

export function socialProviders(features: ResolvedFeatures): readonly string[] {
  return features.socials || [];
}
