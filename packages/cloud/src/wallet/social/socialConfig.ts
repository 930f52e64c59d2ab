import type { EmbeddedWalletSocialStartBody } from '@portico/core/wire';

/** §5's OAuth providers (Farcaster has its own flow). */
export type SocialProvider = EmbeddedWalletSocialStartBody['provider'];

/** Who vouches for a social identity: an OAuth provider, or Farcaster (its subject is the fid). */
export type IdentityProvider = SocialProvider | 'farcaster';

/**
 * One provider's app, as registered with the provider. OpenID Connect providers (google, apple) are found by their
 * `issuer` (discovery); the plain OAuth ones (github, facebook, x, discord) by their endpoints. Each has Portico's
 * default for the real provider; a local provider stands in by overriding them (http only on a loopback host).
 */
export interface SocialProviderSettings {
  clientId?: string;
  clientSecret?: string;
  /**
   * Apple only, instead of `clientSecret`: the Sign in with Apple key (its `.p8` file's PKCS#8 PEM), its key id and
   * the team id. The cloud signs the client secret (an ES256 JWT) from them and renews it itself.
   */
  teamId?: string;
  keyId?: string;
  privateKey?: string;
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userUrl?: string;
}

export type SocialConfig = { [P in SocialProvider]?: SocialProviderSettings };
