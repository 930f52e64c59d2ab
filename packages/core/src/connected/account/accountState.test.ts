import { describe, expect, it } from 'vitest';
import { ethereum } from '../../domain/networks/ethereum.js';
import { solana } from '../../domain/networks/solana.js';
import { addressExplorerUrl, initialAccountState } from './accountState.js';

describe('account state (§3, §4)', () => {
  it('§3 a namespace with nobody connected', () => {
    expect(initialAccountState('disconnected', 'smartAccount')).toEqual({
      status: 'disconnected',
      preferredAccountType: 'smartAccount',
      tokenBalance: [],
      addressLabels: {},
      currentTab: 'Tokens',
    });
  });

  it.each([
    ['§3 an explorer', ethereum, '0xabc', 'https://etherscan.io/address/0xabc'],
    [
      '§3 a trailing slash',
      { ...ethereum, blockExplorers: { default: { name: 'x', url: 'https://x.io/' } } },
      '0x1',
      'https://x.io/address/0x1',
    ],
    ['§3 no explorer', { ...solana, blockExplorers: undefined }, 'abc', undefined],
  ])('addressExplorerUrl: %s', (_rule, network, address, url) => {
    expect(addressExplorerUrl(network, address)).toBe(url);
  });
});
