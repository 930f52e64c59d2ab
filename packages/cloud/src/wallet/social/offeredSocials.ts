import type { RemoteFeatures } from '@portico/core/wire';
import type { SocialProvider } from './socialConfig.js';

/**
 * The social providers a project offers: those its `socials` feature names (in its order) that the deployment
 * configured; `false` when none is left. Farcaster, which has no OAuth client here, is never among them.
 */
export function offeredSocials(
  socials: RemoteFeatures['socials'],
  configured: ReadonlyMap<SocialProvider, unknown>,
): SocialProvider[] | false {
  if (socials === false) return false;
  const offered = socials.filter((provider): provider is SocialProvider =>
    configured.has(provider as SocialProvider),
  );
  return offered.length > 0 ? offered : false;
}
