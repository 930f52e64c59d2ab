import type { ResolvedFeatures } from '../../instance/features.js';

/**
 * The features that need Portico Cloud, off without one whatever the dApp set: email and social login (the
 * embedded wallet's codes and sessions), activity (the indexer) and analytics (nothing to send to).
 */
export const cloudOnlyFeatures = ['email', 'socials', 'activity', 'analytics'] as const;

/** The features as they apply without a cloud: the local options, the cloud-only ones off. */
export function featuresWithoutCloud(features: ResolvedFeatures): ResolvedFeatures {
  return { ...features, email: false, socials: false, activity: false, analytics: false };
}

/** The cloud-only features the dApp turned on, which a page without a cloud cannot offer. */
export function cloudOnlyFeaturesRequested(features: ResolvedFeatures): string[] {
  return cloudOnlyFeatures.filter((name) =>
    name === 'socials'
      ? Array.isArray(features.socials) && features.socials.length > 0
      : features[name] === true,
  );
}
