import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkStorageKeys } from '../../connected/activeNetwork/networkStorageKeys.js';
import { connectionStorageKeys } from '../../connected/connection/connectionStorageKeys.js';
import { embeddedStorageKeys } from '../../embeddedWallet/login/embeddedStorageKeys.js';
import { recentWalletsKey } from '../../walletPicker/connectList/recentWalletsKey.js';
import { deepLinkChoiceKey } from '../../walletPicker/walletConnect/deepLinkChoiceKey.js';
import type { KeyValueStorage } from '../porticoOptions.js';
import { createStorage } from './storage.js';
import type { StorageKey } from './storageKey.js';

function memoryBackend(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const securityError = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createStorage', () => {
  it.each<[string, StorageKey<unknown>, unknown, string, string]>([
    [
      '§3 recent wallet',
      recentWalletsKey,
      [{ id: 'w1', name: 'Wallet One', rdns: 'io.one' }],
      '@portico/recentWallets',
      '[{"id":"w1","name":"Wallet One","rdns":"io.one"}]',
    ],
    [
      '§3 deep-link choice',
      deepLinkChoiceKey,
      { name: 'Wallet', href: 'wallet://' },
      '@portico/deepLinkChoice',
      '{"name":"Wallet","href":"wallet://"}',
    ],
    ['§3 email-login-used flag', embeddedStorageKeys.emailLoginUsed, true, '@portico/emailLoginUsed', 'true'],
    ['§3 email', embeddedStorageKeys.email, 'a@b.io', '@portico/email', '"a@b.io"'],
    [
      '§3 last email login time',
      embeddedStorageKeys.lastEmailLoginTime,
      1_700_000,
      '@portico/lastEmailLoginTime',
      '1700000',
    ],
    ['§3 social username', embeddedStorageKeys.socialUsername, 'alice', '@portico/socialUsername', '"alice"'],
    ['§3 last used chain', networkStorageKeys.lastUsedChain, 'solana', '@portico/lastUsedChain', '"solana"'],
    [
      '§3 smart-account-enabled networks (comma list)',
      networkStorageKeys.smartAccountEnabledNetworks,
      ['1', '137'],
      '@portico/smartAccountEnabledNetworks',
      '1,137',
    ],
    [
      '§4 connection status per namespace',
      connectionStorageKeys.connectionStatus('eip155'),
      'connected',
      '@portico/connectionStatus:eip155',
      '"connected"',
    ],
    [
      '§4 current connector id per namespace',
      connectionStorageKeys.connectorId('solana'),
      'injected',
      '@portico/connectorId:solana',
      '"injected"',
    ],
    [
      '§4 live connections with their source and namespaces',
      connectionStorageKeys.connections,
      [{ sourceId: 'walletConnect', connectorId: 'walletConnect', namespaces: ['eip155', 'solana'] }],
      '@portico/connections',
      '[{"sourceId":"walletConnect","connectorId":"walletConnect","namespaces":["eip155","solana"]}]',
    ],
    [
      '§6 recent connections',
      connectionStorageKeys.recentConnections,
      [{ connectorId: 'io.rabby', namespace: 'eip155', name: 'Rabby', caipAddress: 'eip155:1:0xb0b' }],
      '@portico/recentConnections',
      '[{"connectorId":"io.rabby","namespace":"eip155","name":"Rabby","caipAddress":"eip155:1:0xb0b"}]',
    ],
  ])('%s is stored under %s and read back', (_row, key, value, name, raw) => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    expect(storage.get(key)).toBeUndefined();
    storage.set(key, value);
    expect(backend.items.get(name)).toBe(raw);
    expect(storage.get(key)).toEqual(value);
    storage.remove(key);
    expect(backend.items.has(name)).toBe(false);
  });

  it.each<[string, StorageKey<unknown>, string]>([
    ['§3 corrupt JSON', embeddedStorageKeys.email, '{"unterminated'],
    ['§3 a string where a flag belongs', embeddedStorageKeys.emailLoginUsed, '"yes"'],
    ['§3 a non-number time', embeddedStorageKeys.lastEmailLoginTime, '"soon"'],
    ['§3 an unknown chain namespace', networkStorageKeys.lastUsedChain, '"tron"'],
    ['§3 a recent wallet without a name', recentWalletsKey, '[{"id":"w1"}]'],
    ['§3 recent wallets that are not a list', recentWalletsKey, '{"id":"w1","name":"W"}'],
    ['§3 a deep link without href', deepLinkChoiceKey, '{"name":"W"}'],
    ['§3 a deep link that is null', deepLinkChoiceKey, 'null'],
    ['§4 an unknown connection status', connectionStorageKeys.connectionStatus('eip155'), '"paused"'],
    [
      '§4 a connection without a source',
      connectionStorageKeys.connections,
      '[{"connectorId":"a","namespaces":[]}]',
    ],
    [
      '§4 a connection in an unknown namespace',
      connectionStorageKeys.connections,
      '[{"sourceId":"s","connectorId":"a","namespaces":["tron"]}]',
    ],
    ['§4 connections that are not a list', connectionStorageKeys.connections, '{"sourceId":"s"}'],
    [
      '§6 a recent connection without a name',
      connectionStorageKeys.recentConnections,
      '[{"connectorId":"a","namespace":"eip155"}]',
    ],
    ['§6 recent connections that are not a list', connectionStorageKeys.recentConnections, 'null'],
  ])('%s reads as undefined', (_row, key, raw) => {
    const backend = memoryBackend();
    backend.items.set(`@portico/${key.name}`, raw);
    expect(createStorage(backend).get(key)).toBeUndefined();
  });

  it('§3 an empty comma list reads as no networks', () => {
    const storage = createStorage(memoryBackend());
    storage.set(networkStorageKeys.smartAccountEnabledNetworks, []);
    expect(storage.get(networkStorageKeys.smartAccountEnabledNetworks)).toEqual([]);
  });

  it('§3 private mode: every access throws SecurityError — swallowed, reads give undefined', () => {
    const storage = createStorage({
      getItem: securityError,
      setItem: securityError,
      removeItem: securityError,
    });
    expect(() => storage.set(embeddedStorageKeys.email, 'a@b.io')).not.toThrow();
    expect(storage.get(embeddedStorageKeys.email)).toBeUndefined();
    expect(() => storage.remove(embeddedStorageKeys.email)).not.toThrow();
  });

  it('§3 quota exceeded: the write is dropped without throwing', () => {
    const backend = memoryBackend();
    backend.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const storage = createStorage(backend);
    expect(() => storage.set(recentWalletsKey, [{ id: 'w', name: 'W' }])).not.toThrow();
    expect(storage.get(recentWalletsKey)).toBeUndefined();
  });

  it('§3 a value that cannot be encoded is dropped without throwing', () => {
    const backend = memoryBackend();
    const bigintKey: StorageKey<bigint> = {
      name: 'big',
      encode: (v) => JSON.stringify(v),
      decode: () => undefined,
    };
    expect(() => createStorage(backend).set(bigintKey, 1n)).not.toThrow();
    expect(backend.items.size).toBe(0);
  });

  it('§3 SSR: without localStorage, nothing throws and reads give undefined', () => {
    vi.stubGlobal('localStorage', undefined);
    const storage = createStorage();
    expect(() => storage.set(embeddedStorageKeys.email, 'a@b.io')).not.toThrow();
    expect(storage.get(embeddedStorageKeys.email)).toBeUndefined();
  });

  it('§3 a browser that throws on touching localStorage itself is treated as no storage', () => {
    const storage = createStorage();
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: securityError });
    try {
      expect(storage.get(embeddedStorageKeys.email)).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('§3 without a backend it uses globalThis.localStorage, looked up at call time', () => {
    const storage = createStorage();
    const backend = memoryBackend();
    vi.stubGlobal('localStorage', backend);
    storage.set(embeddedStorageKeys.socialUsername, 'bob');
    expect(backend.items.get('@portico/socialUsername')).toBe('"bob"');
    expect(storage.get(embeddedStorageKeys.socialUsername)).toBe('bob');
  });
});
