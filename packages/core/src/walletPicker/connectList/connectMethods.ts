import type { Connector } from '../../domain/connectorSource/connector.js';
import type { ResolvedFeatures } from '../../instance/features.js';
import { constants } from '../../shared/constants.js';

export type ConnectMethod = (typeof constants.defaults.connectMethodOrder)[number];

/**
 * §2: the Connect view's methods in the default order email, social, wallet. Email is offered only when its feature
 * is on and a connector can log in that way (the embedded wallet's AUTH connector), whatever the remote features
 * say. Social login is not built yet (`offeredFeatures`): no social method is offered.
 */
export function connectMethods(
  features: Pick<ResolvedFeatures, 'email'>,
  connectors: readonly Pick<Connector, 'type'>[],
): ConnectMethod[] {
  const canLogIn = connectors.some((connector) => connector.type === 'AUTH');
  return constants.defaults.connectMethodOrder.filter((method) => {
    if (method === 'email') return features.email && canLogIn;
    return method === 'wallet';
  });
}
