import { describe, expect, it } from 'vitest';
import type { Connector } from '../connector/connector.js';
import { type ConnectListInput, connectList } from './connectList.js';
import { mergeConnectors } from './mergeConnectors.js';
import { addRecentWallet, toRecentWallet } from './recentWallets.js';
import type { RecentWallet } from './types.js';

const c = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
});

const base: ConnectListInput = {
  connectors: [],
  namespaces: ['eip155', 'solana'],
  recentWallets: [],
  customWallets: [],
  excludeWalletIds: [],
};

describe('connectList [§9 connector order]', () => {
  it('§9 walletConnect, recent, injected, custom, external; the auth connector is not a row', () => {
    const list = connectList({
      ...base,
      connectors: [
        c('ext', 'EXTERNAL'),
        c('injected', 'INJECTED'),
        c('auth', 'AUTH'),
        c('rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } }),
        c('walletConnect', 'WALLET_CONNECT'),
        c('metamask', 'ANNOUNCED', { explorerId: 'mm', imageUrl: 'mm.png' }),
      ],
      recentWallets: [
        { id: 'x', name: 'x', rdns: 'io.rabby' },
        { id: 'mm', name: 'MetaMask' },
      ],
      customWallets: [{ id: 'custom', name: 'Custom' }],
    });
    expect(list.map((item) => [item.kind, item.id])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['recent', 'rabby'],
      ['recent', 'mm'],
      ['injected', 'injected'],
      ['custom', 'custom'],
      ['external', 'ext'],
    ]);
    expect(list[2]?.imageUrl).toBe('mm.png');
  });

  it('§3 one row per wallet across namespaces; connectors of unconfigured namespaces and excluded wallets are filtered', () => {
    const list = connectList({
      ...base,
      namespaces: ['eip155', 'solana'],
      connectors: [
        c('phantom-evm', 'ANNOUNCED', { name: 'Phantom', info: { rdns: 'app.phantom', icon: 'p.svg' } }),
        c('phantom-sol', 'ANNOUNCED', { name: 'Phantom', chain: 'solana', info: { rdns: 'app.phantom' } }),
        c('xverse', 'ANNOUNCED', { chain: 'bip122' }),
        c('bad', 'INJECTED', { explorerId: 'excluded' }),
      ],
      customWallets: [{ id: 'excluded', name: 'Excluded' }],
      excludeWalletIds: ['excluded'],
    });
    expect(list).toEqual([
      {
        kind: 'injected',
        id: 'phantom-evm',
        name: 'Phantom',
        imageUrl: 'p.svg',
        connectors: [
          expect.objectContaining({ id: 'phantom-evm' }),
          expect.objectContaining({ id: 'phantom-sol' }),
        ],
      },
    ]);
  });
});

describe('recent wallets (§9: 2 kept)', () => {
  const a: RecentWallet = { id: 'a', name: 'A' };
  const b: RecentWallet = { id: 'b', name: 'B' };
  it.each<[string, RecentWallet[], RecentWallet, RecentWallet[]]>([
    ['§9 the newest goes first', [a], b, [b, a]],
    ['§9 2 kept', [a, b], { id: 'c', name: 'C' }, [{ id: 'c', name: 'C' }, a]],
    ['§9 no duplicates', [a, b], b, [b, a]],
  ])('%s', (_rule, recent, wallet, expected) => {
    expect(addRecentWallet(recent, wallet)).toEqual(expected);
  });

  it('a connector becomes a recent wallet by its registry id, image and rdns', () => {
    expect(
      toRecentWallet(
        c('io.metamask', 'ANNOUNCED', { explorerId: 'mm', info: { rdns: 'io.metamask', icon: 'i' } }),
      ),
    ).toEqual({
      id: 'mm',
      name: 'io.metamask',
      imageUrl: 'i',
      rdns: 'io.metamask',
    });
    expect(toRecentWallet(c('w', 'INJECTED'))).toEqual({ id: 'w', name: 'w' });
  });
});

describe('mergeConnectors', () => {
  it('merges adapters’ lists, one entry per id and namespace', () => {
    const evm = [c('a', 'ANNOUNCED'), c('a', 'ANNOUNCED')];
    const sol = [c('a', 'ANNOUNCED', { chain: 'solana' })];
    expect(mergeConnectors([evm, sol]).map((x) => `${x.chain}:${x.id}`)).toEqual(['eip155:a', 'solana:a']);
  });
});
