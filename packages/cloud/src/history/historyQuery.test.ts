import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { openMigratedPglite } from '../test/dbPasses.js';
import type { IndexedTransfer } from './blockTransfers.js';
import { historyPage } from './historyQuery.js';
import { createHistoryStore } from './historyStore.js';

const chainId = 'eip155:31337';
const alice = `0x${'a'.repeat(40)}`;
const bob = `0x${'b'.repeat(40)}`;
const nft = `0x${'c'.repeat(40)}`;
const zero = `0x${'0'.repeat(40)}`;

function transfer(blockNumber: number, fields: Partial<IndexedTransfer>): IndexedTransfer {
  return {
    txHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
    logIndex: -1,
    blockNumber,
    txIndex: 0,
    minedAt: 1_700_000_000_000 + blockNumber * 1000,
    kind: 'native',
    token: '',
    tokenId: '',
    sender: alice,
    recipient: bob,
    amount: '1',
    txFrom: alice,
    txTo: bob,
    failed: false,
    ...fields,
  };
}

describe('historyPage', () => {
  let db: Db;
  const store = () => createHistoryStore(db);
  const page = (confirmations: number, account = bob) =>
    historyPage(
      db,
      { pageSize: 20, confirmations, spam: { [chainId]: [nft.toUpperCase()] } },
      {
        account,
        origin: 'http://cloud',
      },
    );

  beforeAll(async () => {
    db = await openMigratedPglite();
    await store().takeLease(chainId, 'me', 60_000);
    const blocks = [1, 2, 3].map((number) => ({ number, hash: `0x${number}` }));
    await store().saveNft(chainId, nft, '9', { name: 'Junk #9', image: '' });
    await store().append(chainId, 'me', undefined, blocks, [
      transfer(1, {
        kind: 'erc721',
        logIndex: 0,
        token: nft,
        tokenId: '9',
        sender: zero,
        txFrom: alice,
        txTo: nft,
      }),
      transfer(2, { failed: true }),
      transfer(3, { logIndex: -1, sender: bob, recipient: alice, txFrom: bob, txTo: alice }),
      transfer(3, { kind: 'erc721', logIndex: 0, token: nft, tokenId: '8', sender: alice, recipient: bob }),
    ]);
  });
  afterAll(() => db?.close());

  it('§3 status: pending until the block is `confirmations` deep, failed for a failed transaction', async () => {
    const statuses = async (confirmations: number) =>
      (await page(confirmations)).data.map((tx) => tx.metadata.status);
    expect(await statuses(0)).toEqual(['confirmed', 'failed', 'confirmed']);
    expect(await statuses(1)).toEqual(['pending', 'failed', 'confirmed']);
    expect(await statuses(3)).toEqual(['pending', 'failed', 'pending']);
  });

  it('§3 operation types and directions are seen from the account; spam comes from configuration', async () => {
    const { data, next } = await page(0);
    expect(next).toBeNull();
    expect(data.map((tx) => tx.metadata.operationType)).toEqual(['trade', 'receive', 'mint']);
    expect(data[0]?.transfers.map((t) => t.direction)).toEqual(['out', 'in']);
    expect(data[2]?.transfers[0]?.nft_info).toEqual({ name: 'Junk #9', flags: { is_spam: true } });
    expect((await page(0, alice)).data.map((tx) => tx.metadata.operationType)).toEqual(['trade', 'send']);
  });
});
