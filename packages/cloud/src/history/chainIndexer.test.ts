import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/index.js';
import { openMigratedPglite } from '../test/dbPasses.js';
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

/** A chain of empty blocks 0…head that can be started again: `restart` gives it new blocks (new hashes). */
function restartableChain(head: number) {
  let state = { head, salt: 0 };
  const at = (n: number): RpcBlock => {
    const h = (k: number) => `0x${(k + 1 + state.salt * 1_000).toString(16).padStart(64, '0')}`;
    return { ...block(n), hash: h(n), parentHash: n === 0 ? `0x${'0'.repeat(64)}` : h(n - 1) };
  };
  const answer = ({ method, params }: { method: string; params: unknown[] }) => {
    if (method === 'eth_blockNumber') return hex(state.head);
    if (method === 'eth_getBlockByNumber') {
      const n = params[0] === 'earliest' ? 0 : Number(params[0]);
      return n > state.head ? null : at(n);
    }
    if (method === 'eth_getBlockReceipts') return [];
    throw new Error(`unexpected ${method}`);
  };
  const reader: EvmReader = {
    call: async (method, params) => answer({ method, params }),
    batch: async (calls) => calls.map(answer),
    batchSettled: async (calls) => calls.map(answer),
  };
  return {
    reader,
    at,
    restart(newHead: number) {
      state = { head: newHead, salt: state.salt + 1 };
    },
  };
}

describe('startChainIndexer', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openMigratedPglite();
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
  it('a chain whose indexed blocks are all gone (a devnet started again) is forgotten and indexed from the start', async () => {
    const chain = restartableChain(9);
    const store = createHistoryStore(db);
    const warnings: string[] = [];
    const indexer = startChainIndexer({
      chainId: 'eip155:31338',
      reader: chain.reader,
      store,
      holder: 'instance-a',
      config: { pollIntervalMs: 5, leaseMs: 60_000, batchBlocks: 50, backfillBlocks: 100 },
      logger: {
        info: () => {},
        warn: (...args: unknown[]) => void warnings.push(String(args[1])),
      },
    });
    await vi.waitFor(async () =>
      expect(await store.cursor('eip155:31338')).toEqual({ number: 9, hash: chain.at(9).hash }),
    );
    chain.restart(4);
    await vi.waitFor(async () =>
      expect(await store.cursor('eip155:31338')).toEqual({ number: 4, hash: chain.at(4).hash }),
    );
    await indexer.stop();
    expect(indexer.lastError).toBeUndefined();
    expect(warnings).toEqual([
      'history: the indexed blocks are no longer on the chain; indexing it again from the start',
    ]);
    expect(await store.keptBlocks('eip155:31338', 100)).toHaveLength(5);
  });
});
