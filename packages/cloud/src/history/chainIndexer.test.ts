import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDb } from '../db/index.js';
import type { RpcBlock } from './blockTransfers.js';
import { startChainIndexer } from './chainIndexer.js';
import type { EvmReader } from './evmReader.js';
import { createHistoryStore } from './historyStore.js';

const hex = (n: number) => `0x${n.toString(16)}`;
const hash = (n: number) => `0x${(n + 1).toString(16).padStart(64, '0')}`;
const block = (n: number): RpcBlock => ({
  number: hex(n),
  hash: hash(n),
  parentHash: n === 0 ? `0x${'0'.repeat(64)}` : hash(n - 1),
  timestamp: hex(1_700_000_000 + n),
  transactions: [],
});

/** A chain of empty blocks 0…head whose batched reads wait until the test releases them. */
function gatedChain(head: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let batchStarted = () => {};
  const started = new Promise<void>((resolve) => {
    batchStarted = resolve;
  });
  const answer = ({ method, params }: { method: string; params: unknown[] }) => {
    if (method === 'eth_blockNumber') return hex(head);
    if (method === 'eth_getBlockByNumber') return block(params[0] === 'earliest' ? 0 : Number(params[0]));
    if (method === 'eth_getBlockReceipts') return [];
    throw new Error(`unexpected ${method}`);
  };
  const reader: EvmReader = {
    call: async (method, params) => answer({ method, params }),
    batch: async (calls) => {
      batchStarted();
      await released;
      return calls.map(answer);
    },
    batchSettled: async (calls) => calls.map(answer),
  };
  return { reader, started, release };
}

describe('startChainIndexer', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDb({ inMemory: true });
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('stop() during a step lets the batch being read and written finish, then lets go of the lease', async () => {
    const chain = gatedChain(9);
    const store = createHistoryStore(db);
    const indexer = startChainIndexer({
      chainId: 'eip155:31337',
      reader: chain.reader,
      store,
      holder: 'instance-a',
      config: { pollIntervalMs: 10, leaseMs: 60_000, batchBlocks: 50, backfillBlocks: 100 },
      logger: { info: () => {}, warn: () => {} },
    });
    await chain.started;
    let stopped = false;
    const stopping = indexer.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    chain.release();
    await stopping;
    expect(indexer.blocksIndexed).toBe(10);
    expect(await store.cursor('eip155:31337')).toEqual({ number: 9, hash: hash(9) });
    expect(indexer.lastError).toBeUndefined();
    // The lease is free: another instance takes the chain at once.
    expect(await store.takeLease('eip155:31337', 'instance-b', 60_000)).toBe(true);
  });
});
