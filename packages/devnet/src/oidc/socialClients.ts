import { randomBytes } from 'node:crypto';
import { type SocialProvider, socialProviders } from '@portico/core';
import type { StackOidcClient } from '../stack/index.js';

/** How the provider's login and consent pages name the provider a client registration stands in for. */
export const socialProviderNames: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/** The client id of the registration standing in for `provider` (`portico-google`, …): the same at every start. */
const socialClientId = (provider: SocialProvider): string => `portico-${provider}`;

/** The social provider a client id stands for, if it is one of the registrations. */
export function socialProviderOf(clientId: string): SocialProvider | undefined {
  return socialProviders.find((provider) => socialClientId(provider) === clientId);
}

/** One client registration per social provider, each with a secret generated for this start. */
export function generateSocialClients(): Record<SocialProvider, StackOidcClient> {
  return Object.fromEntries(
    socialProviders.map((provider) => [
      provider,
      { clientId: socialClientId(provider), clientSecret: randomBytes(32).toString('base64url') },
    ]),
  ) as Record<SocialProvider, StackOidcClient>;
}
