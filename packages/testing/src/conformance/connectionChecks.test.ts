import type { WalletConnection } from '@portico/core/adapters';
import { describe, expect, it } from 'vitest';
import {
  connectionEvents,
  type ExpectedConnection,
  expectConnection,
  expectWalletError,
  isAccessEnded,
  sameDecimal,
} from './connectionChecks.js';
import { memoryNetworks } from './test/memoryHarness.js';

const expected: ExpectedConnection = {
  connectorId: 'memory.a',
  namespaces: ['eip155'],
  namespace: 'eip155',
  account: 'eip155:1:0xa1',
  network: memoryNetworks[0],
};
const connection: WalletConnection = {
  connectorId: 'memory.a',
  accounts: [{ caipAddress: 'eip155:1:0xa1', type: 'eoa' }],
  caipNetworkIds: { eip155: 'eip155:1' },
  supportsAllNetworks: true,
};

describe('expectConnection', () => {
  it('accepts a connection as the contract describes it, limited to approved networks or not', () => {
    expectConnection(connection, expected);
    expectConnection(
      { ...connection, supportsAllNetworks: false, approvedCaipNetworkIds: ['eip155:1'] },
      expected,
    );
  });

  it.each<[string, Partial<WalletConnection>, RegExp]>([
    ['another connector id', { connectorId: 'memory.b' }, /connectorId/],
    ['no account', { accounts: [] }, /the first eip155 account/],
    [
      'another account first',
      { accounts: [{ caipAddress: 'eip155:1:0xa2', type: 'eoa' }] },
      /first eip155 account/,
    ],
    [
      'an account type outside §3',
      { accounts: [{ caipAddress: 'eip155:1:0xa1', type: 'eoa ' as 'eoa' }] },
      /type/,
    ],
    [
      'a namespace the source does not serve',
      { accounts: [{ caipAddress: 'solana:x:y', type: 'eoa' }] },
      /serves/,
    ],
    ['approved networks while supporting all', { approvedCaipNetworkIds: ['eip155:1'] }, /supports all/],
    ['limited without approved networks', { supportsAllNetworks: false }, /limited to approved/],
    ['another current network', { caipNetworkIds: { eip155: 'eip155:10' } }, /current network/],
    [
      'a current network of another namespace',
      { caipNetworkIds: { eip155: 'solana:1' } },
      /caipNetworkIds.eip155/,
    ],
  ])('rejects %s', (_, change, failure) => {
    expect(() => expectConnection({ ...connection, ...change }, expected)).toThrow(failure);
  });
});

describe('event and error checks', () => {
  it('expectWalletError wants the EIP-1193 code on the error', () => {
    expectWalletError(Object.assign(new Error('User rejected the request.'), { code: 4001 }), 4001);
    expect(() => expectWalletError(new Error('User rejected the request.'), 4001)).toThrow(/code/);
    expect(() => expectWalletError({ code: 4100 }, 4001)).toThrow(/code/);
  });

  it('isAccessEnded takes a disconnect, or accountsChanged without an account of the namespace', () => {
    const accounts = connection.accounts;
    expect(isAccessEnded({ type: 'disconnect', connectorId: 'memory.a' }, 'memory.a', 'eip155')).toBe(true);
    expect(isAccessEnded({ type: 'disconnect', connectorId: 'memory.b' }, 'memory.a', 'eip155')).toBe(false);
    expect(
      isAccessEnded({ type: 'accountsChanged', connectorId: 'memory.a', accounts: [] }, 'memory.a', 'eip155'),
    ).toBe(true);
    expect(
      isAccessEnded({ type: 'accountsChanged', connectorId: 'memory.a', accounts }, 'memory.a', 'eip155'),
    ).toBe(false);
    expect(
      isAccessEnded({ type: 'accountsChanged', connectorId: 'memory.a', accounts }, 'memory.a', 'solana'),
    ).toBe(true);
  });

  it('connectionEvents keeps the events about the connector, discovery and display aside', () => {
    const events = [
      { type: 'connectors', connectors: [] },
      { type: 'display', connectorId: 'memory.a', display: undefined },
      { type: 'connect', connection },
      { type: 'chainChanged', connectorId: 'memory.b', caipNetworkId: 'eip155:10' },
      { type: 'disconnect', connectorId: 'memory.a' },
    ] as const;
    expect(connectionEvents(events, 'memory.a')).toEqual([events[2], events[4]]);
  });

  it.each([
    ['1000', '1000.0', true],
    ['0.50', '.5', false],
    ['000.5', '0.500', true],
    ['1.5', '1.05', false],
    ['1e3', '1000', false],
    ['', '0', false],
  ])('sameDecimal(%s, %s) is %s', (a, b, same) => {
    expect(sameDecimal(a, b)).toBe(same);
  });
});
