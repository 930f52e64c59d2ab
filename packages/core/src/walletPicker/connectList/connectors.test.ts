import { describe, expect, it } from 'vitest';
import type { Connector } from '../../domain/connectorSource/connector.js';
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
        type: 'MULTI_CHAIN',
        connectors: [
          expect.objectContaining({ id: 'phantom-evm' }),
          expect.objectContaining({ id: 'phantom-sol' }),
        ],
      },
    ]);
  });

  it('§3 a Wallet Standard wallet without rdns joins the EIP-6963 wallet of its name: one MULTI_CHAIN row', () => {
    const list = connectList({
      ...base,
      connectors: [
        c('app.phantom', 'ANNOUNCED', { name: 'Phantom', info: { rdns: 'app.phantom' } }),
        c('io.rabby', 'ANNOUNCED', { name: 'Rabby', info: { rdns: 'io.rabby' } }),
        c('ws:Phantom', 'ANNOUNCED', { name: 'phantom', chain: 'solana', info: { icon: 'p.svg' } }),
        c('ws:Backpack', 'ANNOUNCED', { name: 'Backpack', chain: 'solana' }),
      ],
    });
    expect(list.map(({ id, type, connectors }) => [id, type, connectors.map((x) => x.id)])).toEqual([
      ['app.phantom', 'MULTI_CHAIN', ['app.phantom', 'ws:Phantom']],
      ['io.rabby', undefined, ['io.rabby']],
      ['ws:Backpack', undefined, ['ws:Backpack']],
    ]);
  });

  it('§3 wallets of one name stay apart when their rdns differ or when both serve the same namespace', () => {
    const list = connectList({
      ...base,
      connectors: [
        c('a', 'ANNOUNCED', { name: 'Wallet', info: { rdns: 'com.a' } }),
        c('b', 'ANNOUNCED', { name: 'Wallet', chain: 'solana', info: { rdns: 'com.b' } }),
        c('c', 'ANNOUNCED', { name: 'Wallet', chain: 'solana' }),
        c('d', 'ANNOUNCED', { name: 'Wallet', chain: 'solana' }),
        c('e', 'WALLET_CONNECT', { name: 'Wallet', chain: 'solana' }),
      ],
    });
    expect(list.map(({ connectors }) => connectors.map((x) => x.id))).toEqual([
      ['e'],
      ['a', 'c'],
      ['b'],
      ['d'],
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
