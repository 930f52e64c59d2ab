export { canClose } from './canClose.js';
export { backHistory, closedHistory, pushRoute } from './history.js';
export { type OpenContext, openRoute } from './openRoute.js';
