import type { SocialLoginProvider } from '@portico/core';

// Kept apart from the brand marks (socialProviders.tsx) and small: the header names the provider without them.
/** The provider's name as people know it: Google, GitHub, Apple, Facebook, X, Discord, Farcaster. */
export function socialProviderName(provider: SocialLoginProvider): string {
  return provider === 'github' ? 'GitHub' : provider.charAt(0).toUpperCase() + provider.slice(1);
}
