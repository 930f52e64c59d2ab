export { rpcRoutes } from './rpcRoutes.js';
export { upstreamsFromStack } from './upstreamsFromStack.js';
