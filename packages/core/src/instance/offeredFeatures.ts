import type { RemoteFeatures } from '../cloud/wire/remoteConfig.js';
import type { Features, ResolvedFeatures } from './features.js';

/**
 * The features whose flows Portico has not built yet: swaps and the on-ramp. They are never offered, whatever the
 * dApp or the project's remote configuration says: no button, no view. The issue that builds one takes it off
 * this list.
 */
const unbuiltFeatures = ['swaps', 'onramp'] as const satisfies readonly (keyof Features)[];

/** The features as Portico can offer them: the unbuilt ones off. */
export function offeredFeatures(features: ResolvedFeatures): ResolvedFeatures {
  return { ...features, swaps: false, onramp: false };
}

/** The unbuilt features the dApp turned on, which it is warned are ignored. */
export function unbuiltFeaturesRequested(features: Features | undefined): string[] {
  return unbuiltFeatures.filter((name) => features?.[name] === true);
}

/**
 * The remote features a project can offer: the unbuilt ones off (no swap or on-ramp provider). Portico Cloud gives
 * new projects the §9 remote defaults through it; Farcaster stays in the list, and the cloud offers it only where a
 * Farcaster relay is configured.
 */
export function offeredRemoteFeatures(remote: RemoteFeatures): RemoteFeatures {
  return { ...remote, swaps: false, onramp: false };
}
