import { randomUUID } from 'node:crypto';
import type { CloudConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { IndexerMetrics } from '../metrics/index.js';
import { createChainRpc } from '../rpc/chainRpc.js';
import { type ChainIndexer, type IndexerLogger, startChainIndexer } from './chainIndexer.js';
import { createEvmReader } from './evmReader.js';
import { createHistoryStore } from './historyStore.js';

interface StalledChain {
  chainId: string;
  /** Since the last good round. */
  sinceMs: number;
  lastError: string | undefined;
}

export interface HistoryIndexer {
  /** The CAIP-2 ids of the chains followed. */
  readonly chainIds: string[];
  /** Blocks this instance wrote per chain. */
  blocksIndexed(chainId: string): number;
  /** The chains whose indexer completed no round for `stallAfterMs` (stuck, or failing every step). */
  stalledChains(): StalledChain[];
  /** Lets go of every chain's lease, then closes the upstream connections. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Follows every eip155 chain of `rpc.upstreams` into the database, through the proxy's upstream client
 * (same retries and failover). Each chain is indexed by whichever instance holds its lease.
 */
export function startHistoryIndexer(
  db: Db,
  config: CloudConfig,
  logger: IndexerLogger,
  metrics?: IndexerMetrics,
): HistoryIndexer {
  const store = createHistoryStore(db);
  const holder = randomUUID();
  const chains = Object.entries(config.rpc.upstreams)
    .filter(([chainId]) => chainId.startsWith('eip155:'))
    .map(([chainId, urls]) => {
      const rpc = createChainRpc(urls, config.rpc);
      const indexer: ChainIndexer = startChainIndexer({
        chainId,
        reader: createEvmReader(rpc),
        store,
        holder,
        config: config.history,
        logger,
        ...(metrics === undefined ? {} : { metrics }),
      });
      return { chainId, rpc, indexer };
    });
  let stopping: Promise<void> | undefined;
  return {
    chainIds: chains.map((chain) => chain.chainId),
    blocksIndexed: (chainId) => chains.find((chain) => chain.chainId === chainId)?.indexer.blocksIndexed ?? 0,
    stalledChains: () => {
      const now = performance.now();
      return chains
        .map(({ chainId, indexer }) => ({
          chainId,
          sinceMs: Math.round(now - indexer.lastProgressAt),
          lastError: indexer.lastError,
        }))
        .filter((chain) => chain.sinceMs > config.history.stallAfterMs);
    },
    stop() {
      stopping ??= (async () => {
        await Promise.all(chains.map((chain) => chain.indexer.stop()));
        await Promise.all(chains.map((chain) => chain.rpc.close()));
      })();
      return stopping;
    },
  };
}
