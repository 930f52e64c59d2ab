export { createTtlCache, type TtlCache, type TtlCacheOptions } from './ttlCache.js';
