import type { Features, ResolvedFeatures } from '../../instance/features.js';
import type { RemoteFeatures } from '../wire/remoteConfig.js';

/** The §9 remote features: the project's remote configuration decides them. */
export const remoteFeatureKeys = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
] as const satisfies readonly (keyof RemoteFeatures & keyof Features)[];

export type RemoteFeatureKey = (typeof remoteFeatureKeys)[number];

const isOn = (providers: readonly string[] | false) => Array.isArray(providers) && providers.length > 0;

/** The remote features as local flags: swaps and onramp are on when they list a provider. */
function asFeatures(remote: RemoteFeatures): Pick<ResolvedFeatures, RemoteFeatureKey> {
  return {
    email: remote.email === true,
    socials: isOn(remote.socials) ? remote.socials : false,
    swaps: isOn(remote.swaps),
    onramp: isOn(remote.onramp),
    activity: remote.activity === true,
    reownBranding: remote.reownBranding === true,
    multiWallet: remote.multiWallet === true,
  };
}

/**
 * The remote configuration overrides the local features it covers (§8 'Local configuration ignored'):
 * `ignored` names each of them the dApp set locally, in §9 order.
 */
export function applyRemoteFeatures(
  local: ResolvedFeatures,
  localSet: Features | undefined,
  remote: RemoteFeatures,
): { features: ResolvedFeatures; ignored: RemoteFeatureKey[] } {
  return {
    features: { ...local, ...asFeatures(remote) },
    ignored: remoteFeatureKeys.filter((key) => localSet?.[key] !== undefined),
  };
}

const remoteFeaturesOff = Object.fromEntries(remoteFeatureKeys.map((key) => [key, false])) as {
  [K in RemoteFeatureKey]: false;
};

/** §6 Basic mode: every remote feature is off (branding included), the local ones stay as configured. */
export function basicModeFeatures(local: ResolvedFeatures): ResolvedFeatures {
  return { ...local, ...remoteFeaturesOff };
}
