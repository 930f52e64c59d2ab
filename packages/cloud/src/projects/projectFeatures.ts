import { constants } from '@portico/core';
import type { RemoteFeatures } from '@portico/core/wire';

/** A project's feature settings: the §3 remote features plus whether analytics is on. */
export interface ProjectFeatures extends RemoteFeatures {
  analytics: boolean;
}

/**
 * §9 "Remote features" defaults, analytics on (§9 features). Swaps, the on-ramp and the socials are offered by the
 * remote configuration only where this deployment has an aggregator (`convert.aggregator`), on-ramp providers
 * (`onramp.providers`) and the social providers.
 */
export const defaultProjectFeatures: ProjectFeatures = {
  ...constants.defaults.remoteFeatures,
  analytics: constants.defaults.features.analytics,
};

export function remoteFeatures({ analytics: _, ...features }: ProjectFeatures): RemoteFeatures {
  return features;
}
