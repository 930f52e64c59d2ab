export { createOnrampProviders } from './createOnrampProviders.js';
export { devnetCheckoutRoutes } from './devnetCheckout.js';
export { createDevnetDelivery } from './devnetDelivery.js';
export type { DevnetDelivery } from './devnetRamp.js';
export { devnetRampNetworksFromStack } from './devnetRampFromStack.js';
export { onrampHistoryPage } from './onrampHistory.js';
export { onrampRoutes } from './onrampRoutes.js';
