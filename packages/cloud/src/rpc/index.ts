export { rpcRoutes } from './rpcRoutes.js';
