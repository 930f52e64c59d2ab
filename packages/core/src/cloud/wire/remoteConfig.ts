import { type Static, Type } from '@sinclair/typebox';
import type { SocialProvider } from '../../shared/validation/socialProvider.js';
import { readonlyArray } from './schemaTypes.js';
import { SmartAccountNetworks } from './smartAccounts.js';

const providerList = Type.Union([readonlyArray(Type.String()), Type.Literal(false)]);

/**
 * §3 remote feature flags as a project sets them (§9 "Remote features"). Provider lists are on when
 * non-empty; `false` turns the feature off.
 */
export const RemoteFeatures = Type.Object({
  email: Type.Boolean(),
  socials: Type.Union([
    readonlyArray(Type.Unsafe<SocialProvider | 'farcaster'>(Type.String())),
    Type.Literal(false),
  ]),
  swaps: providerList,
  onramp: providerList,
  activity: Type.Boolean(),
  reownBranding: Type.Boolean(),
  multiWallet: Type.Boolean(),
});
export type RemoteFeatures = Static<typeof RemoteFeatures>;

/** GET /appkit/v1/config; `smartAccounts` since smart accounts (absent from clouds before them: none enabled). */
export const ProjectConfigResponse = Type.Object({
  features: RemoteFeatures,
  smartAccounts: Type.Optional(SmartAccountNetworks),
});
export type ProjectConfigResponse = Static<typeof ProjectConfigResponse>;

/** GET /projects/v1/origins. An empty list means the project has not configured any: 'Unverified domain'. */
export const AllowedOriginsResponse = Type.Object({ allowedOrigins: Type.Array(Type.String()) });
export type AllowedOriginsResponse = Static<typeof AllowedOriginsResponse>;

/** GET /getAnalyticsConfig */
export const AnalyticsConfigResponse = Type.Object({ isAnalyticsEnabled: Type.Boolean() });
export type AnalyticsConfigResponse = Static<typeof AnalyticsConfigResponse>;
