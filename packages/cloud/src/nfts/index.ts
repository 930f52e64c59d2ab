export { nftRoutes } from './nftRoutes.js';
