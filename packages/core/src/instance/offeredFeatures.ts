import type { RemoteFeatures } from '../cloud/wire/remoteConfig.js';
import type { Features, ResolvedFeatures } from './features.js';

/**
 * The features whose flows Portico has not built yet: social login (the six OAuth providers and Farcaster), swaps
 * and the on-ramp. They are never offered, whatever the dApp or the project's remote configuration says: no
 * button, no view. The issue that builds one takes it off this list.
 */
const unbuiltFeatures = ['socials', 'swaps', 'onramp'] as const satisfies readonly (keyof Features)[];

/** The features as Portico can offer them: the unbuilt ones off. */
export function offeredFeatures(features: ResolvedFeatures): ResolvedFeatures {
  return { ...features, socials: false, swaps: false, onramp: false };
}

/** The unbuilt features the dApp turned on, which it is warned are ignored. */
export function unbuiltFeaturesRequested(features: Features | undefined): string[] {
  return unbuiltFeatures.filter((name) => {
    const value = features?.[name];
    return Array.isArray(value) ? value.length > 0 : value === true;
  });
}

/**
 * The remote features a project can offer: the unbuilt ones off (no social providers, no swap or on-ramp
 * provider). Portico Cloud gives new projects the §9 remote defaults through it.
 */
export function offeredRemoteFeatures(remote: RemoteFeatures): RemoteFeatures {
  return { ...remote, socials: false, swaps: false, onramp: false };
}
