import { constants } from '@portico/core';
import { offeredRemoteFeatures, type RemoteFeatures } from '@portico/core/wire';

/** A project's feature settings: the §3 remote features plus whether analytics is on. */
export interface ProjectFeatures extends RemoteFeatures {
  analytics: boolean;
}

/**
 * §9 "Remote features" defaults, analytics on (§9 features), offering only what Portico has built: no on-ramp until
 * its issue turns it on (core's `offeredRemoteFeatures`). Swaps and the socials are offered by the remote
 * configuration only where this deployment has an aggregator (`convert.aggregator`) and the providers.
 */
export const defaultProjectFeatures: ProjectFeatures = {
  ...offeredRemoteFeatures(constants.defaults.remoteFeatures),
  analytics: constants.defaults.features.analytics,
};

export function remoteFeatures({ analytics: _, ...features }: ProjectFeatures): RemoteFeatures {
  return features;
}
