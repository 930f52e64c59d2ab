import type { RemoteFeatures } from '../cloud/wire/remoteConfig.js';
import type { Features, ResolvedFeatures } from './features.js';

/**
 * The features whose flows Portico has not built yet: the on-ramp. It is never offered, whatever the dApp or the
 * project's remote configuration says: no button, no view. The issue that builds it takes it off this list (swaps
 * are built: the Swap view, offered with Portico Cloud on eip155).
 */
const unbuiltFeatures = ['onramp'] as const satisfies readonly (keyof Features)[];

/** The features as Portico can offer them: the unbuilt ones off. */
export function offeredFeatures(features: ResolvedFeatures): ResolvedFeatures {
  return { ...features, onramp: false };
}

/** The unbuilt features the dApp turned on, which it is warned are ignored. */
export function unbuiltFeaturesRequested(features: Features | undefined): string[] {
  return unbuiltFeatures.filter((name) => features?.[name] === true);
}

/**
 * The remote features a new project starts with: the on-ramp (unbuilt) off. Portico Cloud gives new projects the §9
 * remote defaults through it; the cloud offers swaps only where its convert API has an aggregator, and Farcaster
 * only where a Farcaster relay is configured.
 */
export function offeredRemoteFeatures(remote: RemoteFeatures): RemoteFeatures {
  return { ...remote, onramp: false };
}
