import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCloudMetrics, metricNames } from '../metrics/index.js';
import type { RpcBlock } from './blockTransfers.js';
import { type ChainIndexer, startChainIndexer } from './chainIndexer.js';
import type { EvmReader } from './evmReader.js';
import type { HistoryStore, IndexedBlock } from './historyStore.js';

const hex = (n: number) => `0x${n.toString(16)}`;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const block = (n: number): RpcBlock => ({
  number: hex(n),
  hash: hash(n),
  parentHash: hash(n - 1),
  timestamp: hex(1_700_000_000 + n),
  transactions: [],
});

/** A chain of empty blocks 0..head. */
function fakeChain(head: number) {
  const chain = { head };
  const answer = (method: string, params: unknown[]): unknown => {
    if (method === 'eth_blockNumber') return hex(chain.head);
    if (method === 'eth_getBlockReceipts') return [];
    if (method === 'eth_getBlockByNumber') {
      const n = params[0] === 'earliest' ? 0 : Number(params[0]);
      return n <= chain.head ? block(n) : null;
    }
    throw new Error(`unexpected ${method}`);
  };
  const reader: EvmReader = {
    call: async (method, params) => answer(method, params),
    batch: async (calls) => calls.map(({ method, params }) => answer(method, params)),
    batchSettled: async (calls) => calls.map(({ method, params }) => answer(method, params)),
  };
  return { chain, reader };
}

/** The store methods an indexer of empty blocks uses, in memory. */
function memoryStore() {
  let cursor: IndexedBlock | undefined;
  const store = {
    cursor: async () => cursor,
    takeLease: async () => true,
    releaseLease: async () => {},
    knownTokens: async () => new Set<string>(),
    knownNfts: async () => new Set<string>(),
    append: async (_chainId: string, _holder: string, _from: unknown, blocks: IndexedBlock[]) => {
      cursor = blocks.at(-1);
    },
  };
  return store as unknown as HistoryStore;
}

describe('startChainIndexer metrics', () => {
  let indexer: ChainIndexer | undefined;
  afterEach(() => indexer?.stop());

  it('reports the indexed height and the lag behind the head per chain', async () => {
    const metrics = createCloudMetrics();
    const { chain, reader } = fakeChain(30);
    const lags = vi.spyOn(metrics.indexer.lag, 'set');
    indexer = startChainIndexer({
      chainId: 'eip155:31337',
      reader,
      store: memoryStore(),
      holder: 'me',
      config: { pollIntervalMs: 20, leaseMs: 1_000, batchBlocks: 10, backfillBlocks: 100 },
      logger: { info: () => {}, warn: () => {} },
      metrics: metrics.indexer,
    });
    const gauge = async (name: string) =>
      (await metrics.registry.getSingleMetric(name)?.get())?.values.find(
        (value) => value.labels.chain === 'eip155:31337',
      )?.value;
    await expect.poll(() => gauge(metricNames.indexerHeight)).toBe(30);
    expect(await gauge(metricNames.indexerLag)).toBe(0);
    // Blocks 0–9 were written first, 21 below the head.
    expect(lags.mock.calls.map((args) => (args as unknown[])[1])).toEqual(
      expect.arrayContaining([21, 11, 1, 0]),
    );
    // The head moves on while the indexer waits: the next step sees the lag, then catches up.
    chain.head = 45;
    await expect.poll(() => gauge(metricNames.indexerHeight)).toBe(45);
    expect(await gauge(metricNames.indexerLag)).toBe(0);
  });
});
