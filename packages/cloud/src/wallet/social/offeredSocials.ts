import type { RemoteFeatures } from '@portico/core/wire';
import type { IdentityProvider } from './socialConfig.js';

/**
 * The social logins a project offers: those its `socials` feature names (in its order) that the deployment
 * configured (an OAuth client, or for Farcaster a relay and registries); `false` when none is left.
 */
export function offeredSocials(
  socials: RemoteFeatures['socials'],
  configured: { has(provider: IdentityProvider): boolean },
): IdentityProvider[] | false {
  if (socials === false) return false;
  const offered = socials.filter((provider) =>
    configured.has(provider as IdentityProvider),
  ) as IdentityProvider[];
  return offered.length > 0 ? offered : false;
}
