import type { RemoteFeatures } from '../cloud/wire/remoteConfig.js';
import type { Features, ResolvedFeatures } from './features.js';

/**
 * The features whose flows Portico has not built yet: swaps and the on-ramp, and Farcaster among the social
 * logins. They are never offered, whatever the dApp or the project's remote configuration says: no button, no
 * view. The issue that builds one takes it off this list.
 */
const unbuiltFeatures = ['swaps', 'onramp'] as const satisfies readonly (keyof Features)[];

/** The social logins Portico offers: the OAuth providers (Farcaster's channel flow is not built yet). */
function offeredSocials<T extends string>(
  socials: readonly T[] | false | undefined,
): Exclude<T, 'farcaster'>[] | false {
  const offered = Array.isArray(socials)
    ? socials.filter((provider): provider is Exclude<T, 'farcaster'> => provider !== 'farcaster')
    : [];
  return offered.length > 0 ? offered : false;
}

/** The features as Portico can offer them: the unbuilt ones off. */
export function offeredFeatures(features: ResolvedFeatures): ResolvedFeatures {
  return { ...features, socials: offeredSocials(features.socials), swaps: false, onramp: false };
}

/** The unbuilt features the dApp turned on, which it is warned are ignored. */
export function unbuiltFeaturesRequested(features: Features | undefined): string[] {
  const requested: string[] = unbuiltFeatures.filter((name) => {
    const value = features?.[name];
    return Array.isArray(value) ? value.length > 0 : value === true;
  });
  const socials = features?.socials;
  return Array.isArray(socials) && socials.includes('farcaster') ? ['farcaster', ...requested] : requested;
}

/**
 * The remote features a project can offer: the unbuilt ones off (no Farcaster, no swap or on-ramp provider).
 * Portico Cloud gives new projects the §9 remote defaults through it.
 */
export function offeredRemoteFeatures(remote: RemoteFeatures): RemoteFeatures {
  return { ...remote, socials: offeredSocials(remote.socials), swaps: false, onramp: false };
}
