import type { Connector } from '../../domain/connectorSource/connector.js';
import type { ResolvedFeatures } from '../../instance/features.js';
import { constants } from '../../shared/constants.js';
import { isSocialLoginProvider, type SocialLoginProvider } from '../../shared/validation/socialProvider.js';

export type ConnectMethod = (typeof constants.defaults.connectMethodOrder)[number];

/**
 * The social logins to offer, Farcaster among them, in the order the `socials` feature lists them (the remote
 * configuration's).
 */
export function socialProvidersOf(features: Pick<ResolvedFeatures, 'socials'>): SocialLoginProvider[] {
  return Array.isArray(features.socials) ? features.socials.filter(isSocialLoginProvider) : [];
}

/**
 * §2: the Connect view's methods in the default order email, social, wallet. Email and social login are offered
 * only when their feature is on and a connector can log in that way (the embedded wallet's AUTH connector),
 * whatever the remote features say.
 */
export function connectMethods(
  features: Pick<ResolvedFeatures, 'email' | 'socials'>,
  connectors: readonly Pick<Connector, 'type'>[],
): ConnectMethod[] {
  const canLogIn = connectors.some((connector) => connector.type === 'AUTH');
  return constants.defaults.connectMethodOrder.filter((method) => {
    if (method === 'email') return features.email && canLogIn;
    if (method === 'social') return socialProvidersOf(features).length > 0 && canLogIn;
    return true;
  });
}
