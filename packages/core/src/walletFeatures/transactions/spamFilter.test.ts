import { describe, expect, it } from 'vitest';
import { filterTransactions, isSpamTransaction } from './spamFilter.js';
import type { Transaction, Transfer } from './transaction.js';

const mainnet = 'eip155:1';
const spamNft: Transfer = {
  quantity: { numeric: '1' },
  nft_info: { name: 'Free Prize', flags: { is_spam: true } },
};
const nft: Transfer = { quantity: { numeric: '1' }, nft_info: { name: 'Punk', flags: { is_spam: false } } };
const unflaggedNft: Transfer = { quantity: { numeric: '1' }, nft_info: { name: 'Unflagged' } };
const usdc: Transfer = { quantity: { numeric: '10' }, fungible_info: { symbol: 'USDC' } };

function transaction(id: string, transfers: Transfer[], chain = mainnet): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2025-06-15T12:00:00Z',
      chain,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers,
  };
}

describe('isSpamTransaction [§5 spam-filter]', () => {
  it.each([
    ['§5 one spam NFT', [spamNft], true],
    ['§5 only spam NFTs', [spamNft, spamNft], true],
    ['§5 spam NFT with a token transfer', [spamNft, usdc], false],
    ['§5 spam NFT with a real NFT', [spamNft, nft], false],
    ['§5 NFT flagged not spam', [nft], false],
    ['§5 NFT without flags', [unflaggedNft], false],
    ['§5 token only', [usdc], false],
    ['§5 no transfers is not spam', [], false],
    [
      '§5 truthy but not true flag',
      [{ ...spamNft, nft_info: { name: 'x', flags: { is_spam: 'true' as unknown as boolean } } }],
      false,
    ],
  ])('%s', (_section, transfers, spam) => {
    expect(isSpamTransaction(transaction('t', transfers))).toBe(spam);
  });
});

describe('filterTransactions [§5 spam-filter]', () => {
  const history = [
    transaction('keep-token', [usdc]),
    transaction('drop-spam', [spamNft]),
    transaction('keep-mixed', [spamNft, usdc]),
    transaction('drop-other-chain', [usdc], 'eip155:137'),
    transaction('drop-solana', [usdc], 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    transaction('keep-no-transfers', []),
    transaction('drop-prefix-chain', [usdc], 'eip155:10'),
    transaction('drop-look-alike-chain', [usdc], 'еip155:1'),
    transaction('drop-padded-chain', [usdc], ' eip155:1'),
  ];

  it.each([
    [
      '§5 spam and other chains dropped',
      mainnet,
      undefined,
      ['keep-token', 'keep-mixed', 'keep-no-transfers'],
    ],
    ['§5 another active network', 'eip155:137', undefined, ['drop-other-chain']],
    ['§5 no active network keeps nothing', undefined, undefined, []],
    ['§5 empty network id keeps nothing', '', undefined, []],
    ['§5 not applied to the coinbase on-ramp list', mainnet, 'coinbase', history.map((t) => t.id)],
    ['§5 coinbase list kept without an active network', undefined, 'coinbase', history.map((t) => t.id)],
  ] as const)('%s', (_section, activeCaipNetworkId, onramp, ids) => {
    const kept = filterTransactions(history, { activeCaipNetworkId, ...(onramp ? { onramp } : {}) });
    expect(kept.map((t) => t.id)).toEqual(ids);
  });

  it.each([
    ['§5 activity list', undefined],
    ['§5 coinbase list', 'coinbase'],
  ] as const)('%s: returns a new array', (_section, onramp) => {
    const list = [transaction('a', [usdc])];
    expect(
      filterTransactions(list, { activeCaipNetworkId: mainnet, ...(onramp ? { onramp } : {}) }),
    ).not.toBe(list);
  });

  it('§5 empty history', () => {
    expect(filterTransactions([], { activeCaipNetworkId: mainnet })).toEqual([]);
  });
});
