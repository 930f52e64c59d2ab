export { type Cluster, createSingleCluster, type RelayBus } from './cluster.js';
export { createRedisCluster } from './redisCluster.js';
