import { describe, expect, it } from 'vitest';
import type { HistoryTransaction, HistoryTransfer } from '../../cloud/wire/history.js';
import { activityRow } from './activityRow.js';

const now = Date.parse('2025-07-01T12:00:00Z');
const token = (direction: HistoryTransfer['direction']): HistoryTransfer => ({
  quantity: { numeric: '1.23456' },
  fungible_info: { symbol: 'ETH', icon: { url: 'https://icons.test/eth.png' } },
  direction,
});

function transaction(operationType: string, transfers: HistoryTransfer[]): HistoryTransaction {
  return {
    id: 't',
    metadata: {
      minedAt: '2025-07-01T11:58:00Z',
      chain: 'eip155:1',
      operationType,
      status: 'pending',
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x2222222222222222222222222222222222222222',
    },
    transfers,
  };
}

describe('activityRow [§5 DECISIONS "Transaction amount signs"]', () => {
  it.each([
    ['receive', 'in', '+1.235 ETH', 'from 0x11…111111'],
    ['withdraw', 'out', '-1.235 ETH', 'to 0x22…222222'],
    ['send', 'out', '1.235 ETH', 'to 0x22…222222'],
    ['trade', 'self', '1.235 ETH', 'to 0x22…222222'],
  ] as const)('%s (%s): %s, %s', (operationType, direction, amount, counterparty) => {
    const row = activityRow(transaction(operationType, [token(direction)]), now);
    expect(row).toEqual({
      id: 't',
      operation: operationType.charAt(0).toUpperCase() + operationType.slice(1),
      counterparty,
      amounts: [amount],
      imageUrl: 'https://icons.test/eth.png',
      time: '2 min',
      status: 'pending',
    });
  });

  it('an NFT shows its name and preview, without a sign', () => {
    const nft: HistoryTransfer = {
      quantity: { numeric: '1' },
      nft_info: { name: 'Punk #1', content: { preview: { url: 'https://nft.test/1.png' } } },
      direction: 'in',
    };
    const row = activityRow(transaction('mint', [nft]), now);
    expect(row.amounts).toEqual(['Punk #1']);
    expect(row.imageUrl).toBe('https://nft.test/1.png');
  });

  it('a transaction without transfers has no amount and no image', () => {
    const row = activityRow(transaction('approve', []), now);
    expect(row.amounts).toEqual([]);
    expect(row.imageUrl).toBeUndefined();
  });
});
