import { constants } from '@portico/core';
import { offeredRemoteFeatures, type RemoteFeatures } from '@portico/core/wire';

/** A project's feature settings: the §3 remote features plus whether analytics is on. */
export interface ProjectFeatures extends RemoteFeatures {
  analytics: boolean;
}

/**
 * §9 "Remote features" defaults, analytics on (§9 features), offering only what Portico has built: no swaps or
 * on-ramp until their issues turn them on (core's `offeredRemoteFeatures`). The socials list is the §9 one; the
 * remote configuration serves only the providers this deployment configured (`offeredSocials`).
 */
export const defaultProjectFeatures: ProjectFeatures = {
  ...offeredRemoteFeatures(constants.defaults.remoteFeatures),
  analytics: constants.defaults.features.analytics,
};

export function remoteFeatures({ analytics: _, ...features }: ProjectFeatures): RemoteFeatures {
  return features;
}
