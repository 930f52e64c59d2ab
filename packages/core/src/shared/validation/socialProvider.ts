/**
 * §5: the social providers that pass validation (the OAuth popup flow). Farcaster is also
 * supported, through its own URL flow, and is not in this list (docs/decisions.md "Social providers").
 */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

export type SocialProvider = (typeof socialProviders)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value);
}

/** §1 every social login Portico offers: the OAuth providers and Farcaster (its own relay-channel flow). */
export type SocialLoginProvider = SocialProvider | 'farcaster';

export function isSocialLoginProvider(value: unknown): value is SocialLoginProvider {
  return value === 'farcaster' || isSocialProvider(value);
}
