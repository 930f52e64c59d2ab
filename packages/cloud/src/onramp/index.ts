export { createOnrampProviders } from './createOnrampProviders.js';
export { devnetCheckoutRoutes } from './devnetCheckout.js';
export { createDevnetDelivery } from './devnetDelivery.js';
export type { DevnetDelivery } from './devnetRamp.js';
export { devnetRampNetworksFromStack } from './devnetRampFromStack.js';
export { orderTransaction } from './onrampHistory.js';
export { accountOrders } from './onrampOrders.js';
export { onrampRoutes } from './onrampRoutes.js';
