export { convertRoutes } from './convertRoutes.js';
export { createSwapAggregator } from './createSwapAggregator.js';
export type { SwapAggregator } from './swapAggregator.js';
export { swapNetworkIds } from './swapNetworks.js';
