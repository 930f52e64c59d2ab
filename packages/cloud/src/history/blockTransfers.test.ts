import { describe, expect, it } from 'vitest';
import { blockTransfers, type RpcBlock, type RpcReceipt, transferTopic } from './blockTransfers.js';

const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const bob = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`;
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;

function block(transactions: RpcBlock['transactions']): RpcBlock {
  return { number: '0x10', hash: '0xb1', parentHash: '0xb0', timestamp: '0x64', transactions };
}

function receipt(hash: string, logs: RpcReceipt['logs'], status = '0x1'): RpcReceipt {
  return { transactionHash: hash, blockHash: '0xb1', status, contractAddress: null, logs };
}

describe('blockTransfers', () => {
  it('reads native value, ERC-20 (3 topics, value in data) and ERC-721 (4 topics) transfers', () => {
    const tx = (hash: string, value: string, index: number) => ({
      hash,
      from: alice.toUpperCase().replace('0X', '0x'),
      to: index === 0 ? bob : token,
      value,
      transactionIndex: `0x${index}`,
    });
    const transfers = blockTransfers(block([tx('0xaa', '0xde0b6b3a7640000', 0), tx('0xbb', '0x0', 1)]), [
      receipt('0xaa', []),
      receipt('0xbb', [
        {
          address: token,
          topics: [transferTopic, topic(alice), topic(bob)],
          data: word(12_345_678n),
          logIndex: '0x0',
        },
        {
          address: token,
          topics: [transferTopic, topic(bob), topic(alice), word(7n)],
          data: '0x',
          logIndex: '0x1',
        },
        {
          address: token,
          topics: [`0x${'1'.repeat(64)}`, topic(bob), topic(alice)],
          data: word(1n),
          logIndex: '0x2',
        },
      ]),
    ]);
    expect(
      transfers.map(({ kind, logIndex, sender, recipient, amount, tokenId, minedAt, txIndex }) => ({
        kind,
        logIndex,
        sender,
        recipient,
        amount,
        tokenId,
        minedAt,
        txIndex,
      })),
    ).toEqual([
      {
        kind: 'native',
        logIndex: -1,
        sender: alice,
        recipient: bob,
        amount: '1000000000000000000',
        tokenId: '',
        minedAt: 100_000,
        txIndex: 0,
      },
      {
        kind: 'erc20',
        logIndex: 0,
        sender: alice,
        recipient: bob,
        amount: '12345678',
        tokenId: '',
        minedAt: 100_000,
        txIndex: 1,
      },
      {
        kind: 'erc721',
        logIndex: 1,
        sender: bob,
        recipient: alice,
        amount: '1',
        tokenId: '7',
        minedAt: 100_000,
        txIndex: 1,
      },
    ]);
  });

  it('keeps a failed transaction’s native value, flagged, and ignores its logs', () => {
    const transfers = blockTransfers(
      block([{ hash: '0xcc', from: alice, to: token, value: '0x5', transactionIndex: '0x0' }]),
      [
        receipt(
          '0xcc',
          [
            {
              address: token,
              topics: [transferTopic, topic(alice), topic(bob)],
              data: word(1n),
              logIndex: '0x0',
            },
          ],
          '0x0',
        ),
      ],
    );
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ kind: 'native', amount: '5', failed: true });
  });

  it('refuses a block whose receipts miss a transaction', () => {
    expect(() =>
      blockTransfers(
        block([{ hash: '0xdd', from: alice, to: bob, value: '0x1', transactionIndex: '0x0' }]),
        [],
      ),
    ).toThrow(/No receipt/);
  });
});
