import type { SocialProvider } from '@portico/core';

// Kept apart from the brand marks (socialProviders.tsx): the header names the provider without loading them.
const names: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/** The provider's name as people know it: Google, GitHub, Apple, Facebook, X, Discord. */
export function socialProviderName(provider: SocialProvider): string {
  return names[provider];
}
