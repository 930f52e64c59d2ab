import type { FastifyBaseLogger } from 'fastify';
import type { HistoryConfig } from '../config.js';
import { LeaseLostError } from '../jobs/index.js';
import { createWakeableSleep } from '../jobs/wakeableSleep.js';
import type { IndexerMetrics } from '../metrics/index.js';
import { blockTransfers, type IndexedTransfer, type RpcBlock, type RpcReceipt } from './blockTransfers.js';
import type { EvmReader } from './evmReader.js';
import { type HistoryStore, type IndexedBlock, keptBlocks } from './historyStore.js';
import { readNftMetadata, readTokenMetadata } from './tokenMetadata.js';

export type IndexerLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface ChainIndexerOptions {
  chainId: string;
  reader: EvmReader;
  store: HistoryStore;
  /** This instance's id in the lease table. */
  holder: string;
  config: Pick<HistoryConfig, 'pollIntervalMs' | 'leaseMs' | 'batchBlocks' | 'backfillBlocks'>;
  logger: IndexerLogger;
  /** Where the chain's indexed height and lag behind its head are reported (`/metrics`). */
  metrics?: IndexerMetrics;
}

export interface ChainIndexer {
  /** Blocks this instance wrote (reorged ones included). */
  readonly blocksIndexed: number;
  /**
   * `performance.now()` when the loop last went round without an error (a step written, nothing new, or the
   * lease held by another instance); its start before that. Readiness calls a chain stuck when this gets old.
   */
  readonly lastProgressAt: number;
  /** The last step's error, cleared by the next good round. */
  readonly lastError: string | undefined;
  /** Finishes the current step, then lets go of the chain's lease. */
  stop(): Promise<void>;
}

const hex = (n: number) => `0x${n.toString(16)}`;

/**
 * Follows one chain while this instance holds its lease: each step checks that the cursor block is still
 * canonical (else rolls back to the fork point), then reads up to `batchBlocks` new blocks with their
 * receipts in one batch and writes the contiguous ones (each block's parent is the one before).
 */
export function startChainIndexer(options: ChainIndexerOptions): ChainIndexer {
  const { chainId, reader, store, holder, config, logger, metrics } = options;
  const report = (height: number, head: number) => {
    metrics?.height.set({ chain: chainId }, height);
    metrics?.lag.set({ chain: chainId }, Math.max(0, head - height));
  };
  let blocksIndexed = 0;
  let lastProgressAt = performance.now();
  let lastError: string | undefined;
  let stopped = false;
  const { sleep, wake } = createWakeableSleep();
  const knownTokens = new Set<string>();

  async function firstBlock(head: number): Promise<number> {
    const earliest = (await reader.call('eth_getBlockByNumber', ['earliest', false])) as RpcBlock;
    return Math.max(Number(earliest.number), head - config.backfillBlocks);
  }

  async function rollBackFrom(cursor: IndexedBlock): Promise<void> {
    const kept = await store.keptBlocks(chainId, cursor.number);
    const canonical = (await reader.batch(
      kept.map((block) => ({ method: 'eth_getBlockByNumber', params: [hex(block.number), false] })),
    )) as (RpcBlock | null)[];
    const forkPoint = kept.find((block, i) => canonical[i]?.hash.toLowerCase() === block.hash);
    if (forkPoint === undefined) {
      // None of the kept blocks is on the chain any more: a devnet started again, or a reorg deeper than them.
      logger.warn(
        { chainId, from: cursor.number, keptBlocks },
        'history: the indexed blocks are no longer on the chain; indexing it again from the start',
      );
      await store.forget(chainId, holder, cursor);
      knownTokens.clear();
      return;
    }
    await store.rollBack(chainId, holder, cursor, forkPoint);
    logger.info({ chainId, from: cursor.number, to: forkPoint.number }, 'history: rolled back a reorg');
  }

  async function saveMetadata(transfers: readonly IndexedTransfer[]): Promise<void> {
    const tokens = [...new Set(transfers.filter((t) => t.kind !== 'native').map((t) => t.token))].filter(
      (token) => !knownTokens.has(token),
    );
    const stored = await store.knownTokens(chainId, tokens);
    for (const token of tokens) {
      if (!stored.has(token)) await store.saveToken(chainId, token, await readTokenMetadata(reader, token));
      knownTokens.add(token);
    }
    const nfts = new Map(
      transfers.filter((t) => t.kind === 'erc721').map((t) => [`${t.token}:${t.tokenId}`, t] as const),
    );
    const storedNfts = await store.knownNfts(chainId, [...nfts.keys()]);
    for (const [key, { token, tokenId }] of nfts) {
      if (storedNfts.has(key)) continue;
      const collection = (await store.tokenName(chainId, token)) ?? '';
      await store.saveNft(chainId, token, tokenId, await readNftMetadata(reader, token, tokenId, collection));
    }
  }

  /** One step; true when more blocks are ready at once. */
  async function step(): Promise<boolean> {
    const cursor = await store.cursor(chainId);
    const head = Number(await reader.call('eth_blockNumber', []));
    if (cursor) report(cursor.number, head);
    const from = cursor ? cursor.number + 1 : await firstBlock(head);
    const to = Math.min(head, from + config.batchBlocks - 1);
    const numbers = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
    const answers = await reader.batch([
      ...(cursor ? [{ method: 'eth_getBlockByNumber', params: [hex(cursor.number), false] }] : []),
      ...numbers.flatMap((n) => [
        { method: 'eth_getBlockByNumber', params: [hex(n), true] },
        { method: 'eth_getBlockReceipts', params: [hex(n)] },
      ]),
    ]);
    if (cursor) {
      const current = answers.shift() as RpcBlock | null;
      if (current?.hash.toLowerCase() !== cursor.hash) {
        await rollBackFrom(cursor);
        return true;
      }
    }
    const blocks: IndexedBlock[] = [];
    const transfers: IndexedTransfer[] = [];
    let parent = cursor?.hash;
    for (let i = 0; i < numbers.length; i++) {
      const block = answers[2 * i] as RpcBlock | null;
      const receipts = answers[2 * i + 1] as RpcReceipt[] | null;
      const hash = block?.hash.toLowerCase();
      // A reorg while reading: stop at the break; the next step sees it at the cursor.
      if (!block || !hash || !receipts) break;
      if (parent !== undefined && block.parentHash.toLowerCase() !== parent) break;
      if (receipts.some((receipt) => receipt.blockHash.toLowerCase() !== hash)) break;
      transfers.push(...blockTransfers(block, receipts));
      blocks.push({ number: Number(block.number), hash });
      parent = hash;
    }
    if (blocks.length === 0) return false;
    await saveMetadata(transfers);
    await store.append(chainId, holder, cursor, blocks, transfers);
    blocksIndexed += blocks.length;
    report(blocks.at(-1)?.number ?? from, head);
    return blocks.length === numbers.length && to < head;
  }

  const running = (async () => {
    while (!stopped) {
      let more = false;
      try {
        if (await store.takeLease(chainId, holder, config.leaseMs)) more = await step();
        lastProgressAt = performance.now();
        lastError = undefined;
      } catch (error) {
        lastError = (error as Error).message;
        if (error instanceof LeaseLostError)
          logger.info({ chainId, reason: error.message }, 'history: lease lost');
        else logger.warn({ err: error, chainId }, 'history: indexing step failed; retrying');
      }
      if (!more && !stopped) await sleep(config.pollIntervalMs);
    }
    await store.releaseLease(chainId, holder);
  })();

  return {
    get blocksIndexed() {
      return blocksIndexed;
    },
    get lastProgressAt() {
      return lastProgressAt;
    },
    get lastError() {
      return lastError;
    },
    async stop() {
      stopped = true;
      wake();
      await running;
    },
  };
}
