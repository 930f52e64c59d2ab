import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Cluster } from '../cluster/index.js';
import type { Db } from '../db/index.js';
import type { Readiness } from '../health/index.js';
import type { HistoryIndexer } from '../history/index.js';
import type { JobScheduler } from '../jobs/index.js';
import type { FrameServer } from '../wallet/index.js';
import { closeGracefully } from './closeGracefully.js';

export interface RunningParts {
  readiness: Readiness;
  app: FastifyInstance;
  frame: FrameServer;
  historyIndexer: HistoryIndexer | undefined;
  /** The retention job's scheduler; a running job ends its batch. */
  retention: JobScheduler | undefined;
  cluster: Cluster;
  /** The database when the cloud opened it (else the caller closes its own). */
  ownDb: Db | undefined;
  graceMs: number;
  logger: FastifyBaseLogger;
}

/**
 * The graceful shutdown (docs/architecture.md "Lifecycle"): readiness turns 503 first; then, together, the
 * history indexer finishes the batch it is writing and lets go of its leases, the retention job ends its batch, and each listener stops accepting,
 * closes the relay's WebSockets with 1001 (preClose), drains its requests within `graceMs` and runs its onClose
 * hooks; then Redis and the database close.
 */
export async function shutDown(parts: RunningParts): Promise<void> {
  const { readiness, app, frame, historyIndexer, retention, cluster, ownDb, graceMs, logger } = parts;
  readiness.drain();
  logger.info({ graceMs }, 'shutting down: not ready, draining');
  const onGraceOver = (busy: number) =>
    logger.warn({ busy, graceMs }, 'shutting down: grace period over, closing the connections still busy');
  await Promise.all([
    historyIndexer?.stop(),
    retention?.stop(),
    closeGracefully(app, graceMs, onGraceOver),
    frame.close(graceMs),
  ]);
  await cluster.close();
  await ownDb?.close();
  logger.info('shut down');
}
