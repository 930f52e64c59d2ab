export { createOnrampProviders } from './createOnrampProviders.js';
export { devnetCheckoutRoutes } from './devnetCheckout.js';
export { createDevnetDelivery } from './devnetDelivery.js';
export type { DevnetDelivery } from './devnetRamp.js';
export { type DevnetRampNetwork, defaultOnrampConfig, type OnrampConfig } from './onrampConfig.js';
export { orderTransaction } from './onrampHistory.js';
export { accountOrders } from './onrampOrders.js';
export type { OnrampProvider } from './onrampProvider.js';
export { onrampRoutes } from './onrampRoutes.js';
