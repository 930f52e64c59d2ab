import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { DeviceStore } from '../store/deviceStore.js';
import { openWalletDatabase } from '../store/idb.js';
import {
  type FrameStorageEnvironment,
  frameStorageMessages,
  isStorageRefusal,
  openFrameStorage,
  reflectFrameStorage,
  type StorageAccessDocument,
} from './frameStorage.js';

const CLOUD = 'https://cloud.example';
const addresses = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
} as const;

/** What Chromium's `indexedDB.open` does in a cross-site frame whose storage is blocked (Chromium 156, headless). */
function refusingIndexedDB(): IDBFactory {
  return {
    open() {
      const request = {
        result: undefined,
        error: null as DOMException | null,
        onsuccess: null as (() => void) | null,
        onerror: null as (() => void) | null,
        onupgradeneeded: null as (() => void) | null,
      };
      setTimeout(() => {
        request.error = new DOMException(
          'The user denied permission to access the database.',
          'UnknownError',
        );
        request.onerror?.();
      });
      return request;
    },
  } as unknown as IDBFactory;
}

/** Reading `localStorage` in that frame. */
const refusedLocalStorage = () => {
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    'SecurityError',
  );
};

function mapStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

function refusedEnvironment(document?: StorageAccessDocument): FrameStorageEnvironment {
  return {
    indexedDB: refusingIndexedDB,
    localStorage: refusedLocalStorage,
    memoryIndexedDB: async () => new IDBFactory(),
    ...(document ? { document } : {}),
  };
}

/** A user who logged in while the frame kept everything in memory. */
async function loginInMemory(db: IDBDatabase, share: Uint8Array) {
  const store = new DeviceStore(db, CLOUD);
  await store.saveUser({ userId: 'u1', email: 'ada@example.com', addresses });
  await store.saveDeviceShare('u1', share);
  await store.saveSession({
    userId: 'u1',
    email: 'ada@example.com',
    refreshToken: 'r1',
    refreshExpiresAt: '2030-01-01T00:00:00Z',
  });
}

describe('openFrameStorage: where the secure frame keeps its data', () => {
  it('keeps it in its IndexedDB and localStorage when the browser allows them', async () => {
    const local = mapStorage();
    const storage = await openFrameStorage({
      indexedDB: () => new IDBFactory(),
      localStorage: () => local,
      memoryIndexedDB: () => Promise.reject(new Error('not used')),
    });
    expect(storage).toMatchObject({ mode: 'persistent', reason: undefined, error: undefined });
    expect(storage.requestAccess).toBeUndefined();
    storage.localStorage.setItem('portico-wallet:chainId', 'eip155:10');
    expect(local.values.get('portico-wallet:chainId')).toBe('eip155:10');
    const store = new DeviceStore(storage.db, CLOUD);
    await store.saveUser({ userId: 'u1', email: 'a@x.io' });
    expect(await store.user('u1')).toMatchObject({ email: 'a@x.io' });
  });

  it('falls back to memory when indexedDB.open fails as Chromium refuses a third-party frame, and still works', async () => {
    const storage = await openFrameStorage(refusedEnvironment());
    expect(storage.mode).toBe('memory');
    expect(storage.reason).toBe('refused');
    expect(storage.error).toBe('UnknownError: The user denied permission to access the database.');
    // No Storage Access API in this environment: nothing to ask for.
    expect(storage.requestAccess).toBeUndefined();
    const share = new Uint8Array(17).fill(7);
    await loginInMemory(storage.db, share);
    const store = new DeviceStore(storage.db, CLOUD);
    expect(await store.readDeviceShare('u1')).toEqual(share);
    expect(await store.session()).toMatchObject({ refreshToken: 'r1' });
    storage.localStorage.setItem('portico-wallet:chainId', 'eip155:137');
    expect(storage.localStorage.getItem('portico-wallet:chainId')).toBe('eip155:137');
  });

  it('keeps a fresh memory per page: a second frame remembers nothing of the first', async () => {
    const first = await openFrameStorage(refusedEnvironment());
    await loginInMemory(first.db, new Uint8Array(17).fill(1));
    const second = await openFrameStorage(refusedEnvironment());
    expect(await new DeviceStore(second.db, CLOUD).session()).toBeUndefined();
    expect(await new DeviceStore(second.db, CLOUD).user('u1')).toBeUndefined();
  });

  it('falls back to memory when there is no IndexedDB, or reading it throws (reason unavailable / refused)', async () => {
    const missing = await openFrameStorage({
      indexedDB: () => undefined,
      localStorage: () => mapStorage(),
      memoryIndexedDB: async () => new IDBFactory(),
    });
    expect(missing).toMatchObject({ mode: 'memory', reason: 'unavailable' });
    const throwing = await openFrameStorage({
      indexedDB: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      localStorage: refusedLocalStorage,
      memoryIndexedDB: async () => new IDBFactory(),
    });
    expect(throwing).toMatchObject({
      mode: 'memory',
      reason: 'refused',
      error: 'SecurityError: The operation is insecure.',
    });
  });

  it('offers requestAccess where the Storage Access API exists; a refusal leaves it in memory', async () => {
    const requestStorageAccess = vi.fn(() =>
      Promise.reject(new DOMException('requestStorageAccess not allowed', 'NotAllowedError')),
    );
    const storage = await openFrameStorage(
      refusedEnvironment({ hasStorageAccess: async () => false, requestStorageAccess }),
    );
    // Nothing is asked without the visitor's click.
    expect(requestStorageAccess).not.toHaveBeenCalled();
    expect(storage.mode).toBe('memory');
    expect(await storage.requestAccess?.()).toBe(false);
    expect(requestStorageAccess).toHaveBeenCalledWith({ indexedDB: true, localStorage: true });
    expect(storage).toMatchObject({ mode: 'memory', reason: 'refused' });
    expect(storage.requestAccess).toBeTypeOf('function');
  });

  it('on access granted, moves what it kept in memory into the granted storage and keeps it there', async () => {
    const granted = new IDBFactory();
    const grantedLocal = mapStorage();
    const storage = await openFrameStorage(
      refusedEnvironment({
        hasStorageAccess: async () => false,
        requestStorageAccess: async () => ({ indexedDB: granted, localStorage: grantedLocal }),
      }),
    );
    const share = new Uint8Array(17).fill(5);
    await loginInMemory(storage.db, share);
    storage.localStorage.setItem('portico-wallet:chainId', 'eip155:31337');
    const changed = vi.fn();
    storage.onChange(changed);
    const element = { dataset: {} as DOMStringMap } as HTMLElement;
    reflectFrameStorage(storage, element);
    expect(element.dataset).toEqual({ storage: 'memory', storageReason: 'refused' });

    expect(await storage.requestAccess?.()).toBe(true);
    expect(storage).toMatchObject({ mode: 'persistent', reason: undefined, error: undefined });
    expect(storage.requestAccess).toBeUndefined();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(element.dataset).toEqual({ storage: 'persistent' });
    // The frame's same db object now reads the granted database…
    const store = new DeviceStore(storage.db, CLOUD);
    expect(await store.readDeviceShare('u1')).toEqual(share);
    expect(await store.user('u1')).toMatchObject({ email: 'ada@example.com', addresses });
    expect(grantedLocal.values.get('portico-wallet:chainId')).toBe('eip155:31337');
    // …which a later page opens again: the session and the device share outlive this one.
    const later = new DeviceStore(await openWalletDatabase(granted), CLOUD);
    expect(await later.session()).toMatchObject({ userId: 'u1', refreshToken: 'r1' });
    expect(await later.readDeviceShare('u1')).toEqual(share);
  });

  it('uses access granted on an earlier visit at once, without a gesture', async () => {
    const granted = new IDBFactory();
    const requestStorageAccess = vi.fn(async () => ({ indexedDB: granted }));
    const storage = await openFrameStorage({
      ...refusedEnvironment({ hasStorageAccess: async () => false, requestStorageAccess }),
      storageAccessPermission: async () => 'granted',
    });
    expect(requestStorageAccess).toHaveBeenCalledTimes(1);
    expect(storage).toMatchObject({ mode: 'persistent', reason: undefined });
    await new DeviceStore(storage.db, CLOUD).saveUser({ userId: 'u1', email: 'a@x.io' });
    expect(await new DeviceStore(await openWalletDatabase(granted), CLOUD).user('u1')).toBeDefined();
  });

  it('does not ask at start when the permission is only promptable', async () => {
    const requestStorageAccess = vi.fn(async () => ({ indexedDB: new IDBFactory() }));
    const storage = await openFrameStorage({
      ...refusedEnvironment({ hasStorageAccess: async () => false, requestStorageAccess }),
      storageAccessPermission: async () => 'prompt',
    });
    expect(requestStorageAccess).not.toHaveBeenCalled();
    expect(storage.mode).toBe('memory');
  });

  it('tells a refusal from other failures', () => {
    expect(
      isStorageRefusal(
        new DOMException('The user denied permission to access the database.', 'UnknownError'),
      ),
    ).toBe(true);
    expect(isStorageRefusal(new DOMException('Access is denied for this document.', 'SecurityError'))).toBe(
      true,
    );
    expect(isStorageRefusal(new DOMException('Quota exceeded', 'QuotaExceededError'))).toBe(false);
    expect(isStorageRefusal(undefined)).toBe(false);
  });

  it('has the message the frame shows in memory mode', () => {
    expect(frameStorageMessages.memory).toBe(
      'This browser does not let the secure wallet keep data on this site. You can use your wallet until you close this page; next time you will need your recovery password.',
    );
  });
});
