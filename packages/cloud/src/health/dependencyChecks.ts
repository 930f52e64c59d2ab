import type { Cluster } from '../cluster/index.js';
import type { Db } from '../db/index.js';
import type { HistoryIndexer } from '../history/index.js';
import { createReadiness, type Readiness } from './readiness.js';

/** Ready when the database answers `SELECT 1` and, with Redis, Redis answers PING, each within `timeoutMs`. */
export function defaultReadiness(db: Db, cluster: Cluster, timeoutMs: number): Readiness {
  const readiness = createReadiness({ timeoutMs });
  readiness.add('database', () => db.ping(timeoutMs));
  if (cluster.kind === 'redis') readiness.add('redis', () => cluster.ping(timeoutMs));
  return readiness;
}

/** Every chain the indexer follows completed a round within `history.stallAfterMs`. */
export function historyIndexerCheck(indexer: HistoryIndexer) {
  return async (): Promise<void> => {
    const stalled = indexer.stalledChains();
    if (stalled.length === 0) return;
    const lines = stalled.map(
      ({ chainId, sinceMs, lastError }) =>
        `${chainId}: no step completed for ${sinceMs} ms${lastError ? ` (last error: ${lastError})` : ''}`,
    );
    throw new Error(`stalled: ${lines.join('; ')}`);
  };
}
