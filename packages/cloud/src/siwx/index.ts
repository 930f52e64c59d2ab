export { createSiwxContext } from './siwxContext.js';
export { deleteExpiredSiwxNonces, deleteExpiredSiwxSessions } from './siwxRetention.js';
export { siwxJwksRoute, siwxRoutes } from './siwxRoutes.js';
