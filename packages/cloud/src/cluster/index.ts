export { type Cluster, createSingleCluster, type RateLimit, type RelayBus } from './cluster.js';
export { createRedisCluster, type RedisClusterOptions } from './redisCluster.js';
