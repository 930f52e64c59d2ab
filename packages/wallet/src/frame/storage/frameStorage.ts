import type { KeyValueStorage } from '../chain/activeChain.js';
import { DeviceStore, type StoredUser } from '../store/deviceStore.js';
import { openWalletDatabase, requestResult, SESSION_STORE, USER_STORE, writeValue } from '../store/idb.js';

/**
 * Where the frame keeps its device key, device shares and session: `persistent` in its origin's IndexedDB (per
 * top-level site where the browser partitions third-party storage), `memory` for this page's life only.
 */
type FrameStorageMode = 'persistent' | 'memory';

/**
 * Why the frame keeps its data in memory: `refused`, the browser denies this frame storage (third-party storage
 * blocked: Chromium's "UnknownError: The user denied permission to access the database.", a SecurityError
 * elsewhere); `unavailable`, there is no IndexedDB or it failed otherwise.
 */
type FrameStorageReason = 'refused' | 'unavailable';

/** What the frame tells the visitor about its storage (docs/embedded-wallet.md "Where the frame keeps its data"). */
export const frameStorageMessages = {
  /** Shown while `mode` is `memory`. */
  memory:
    'This browser does not let the secure wallet keep data on this site. You can use your wallet until you close this page; next time you will need your recovery password.',
  /** The button that calls `requestAccess` (only where the frame has it). */
  requestAccess: 'Let the wallet remember this device',
  /** After `requestAccess` resolved false. */
  accessRefused: 'The browser did not allow it. Your wallet still works until you close this page.',
} as const;

export interface FrameStorage {
  /** The device store's database: the frame keeps this one object, whose data moves when `requestAccess` succeeds. */
  readonly db: IDBDatabase;
  /** The frame's localStorage (the active network), or a memory one where the browser refuses it. */
  readonly localStorage: KeyValueStorage;
  readonly mode: FrameStorageMode;
  /** Set while `mode` is `memory`. */
  readonly reason: FrameStorageReason | undefined;
  /** The browser's error, as `<name>: <message>`, while `mode` is `memory`. */
  readonly error: string | undefined;
  /**
   * The Storage Access API's form for storage (`document.requestStorageAccess({ indexedDB, localStorage })`),
   * present while `mode` is `memory` in a browser that has it. It needs a user gesture inside the frame: call it
   * from a click on the frame's own button. Resolves true when the browser granted access: what the frame kept in
   * memory so far (the session, this device's shares) is copied into the granted storage, which the frame uses
   * from then on (`mode` becomes `persistent`); false when the browser refused (`mode` stays `memory`).
   */
  readonly requestAccess: (() => Promise<boolean>) | undefined;
  /** Called after `mode` changes; returns the unsubscribe. */
  onChange(listener: (storage: FrameStorage) => void): () => void;
}

/** The storage handle of the Storage Access API "beyond cookies" (Chromium 125+). */
interface StorageAccessHandleLike {
  indexedDB?: IDBFactory;
  localStorage?: KeyValueStorage;
}

/** The document's Storage Access API, where the browser has it. */
export interface StorageAccessDocument {
  hasStorageAccess?: () => Promise<boolean>;
  requestStorageAccess?: (types?: {
    indexedDB?: boolean;
    localStorage?: boolean;
  }) => Promise<StorageAccessHandleLike | undefined>;
}

/** What `openFrameStorage` reads from the browser; tests pass fakes. */
export interface FrameStorageEnvironment {
  /** `globalThis.indexedDB`; a getter, since reading it throws where storage is blocked (Firefox). */
  indexedDB(): IDBFactory | undefined;
  /** `globalThis.localStorage`; reading it throws a SecurityError where storage is blocked. */
  localStorage(): KeyValueStorage | undefined;
  document?: StorageAccessDocument;
  /** The `storage-access` permission's state, where `navigator.permissions` knows it. */
  storageAccessPermission?: () => Promise<PermissionState | undefined>;
  /** The memory-only IndexedDB (default fake-indexeddb, loaded only when needed). */
  memoryIndexedDB?: () => Promise<IDBFactory>;
}

function browserEnvironment(): FrameStorageEnvironment {
  return {
    indexedDB: () => globalThis.indexedDB,
    localStorage: () => globalThis.localStorage,
    document: globalThis.document as unknown as StorageAccessDocument | undefined,
    storageAccessPermission: async () => {
      const permissions = globalThis.navigator?.permissions;
      if (!permissions) return undefined;
      return (await permissions.query({ name: 'storage-access' as PermissionName })).state;
    },
  };
}

/** fake-indexeddb: a complete in-memory IndexedDB, the one the frame's unit tests run the store on. */
async function defaultMemoryIndexedDB(): Promise<IDBFactory> {
  const { IDBFactory } = await import('fake-indexeddb');
  return new IDBFactory() as unknown as IDBFactory;
}

function describeError(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message } = error as { name?: string; message?: string };
    return `${name ?? 'Error'}: ${message ?? ''}`;
  }
  return String(error);
}

/**
 * Whether an error means the browser refuses this document storage, as opposed to storage that is missing or
 * broken. Chromium answers a blocked third-party frame's `indexedDB.open` with an UnknownError "The user denied
 * permission to access the database."; reading `localStorage` or `indexedDB` throws a SecurityError there and in
 * other browsers.
 */
export function isStorageRefusal(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'SecurityError') return true;
  return typeof message === 'string' && /denied permission|access is denied/i.test(message);
}

function memoryKeyValue(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

/** A localStorage that answers, or undefined (reading `localStorage` or using it throws where it is blocked). */
function usableLocalStorage(read: () => KeyValueStorage | undefined): KeyValueStorage | undefined {
  try {
    const storage = read();
    storage?.getItem('portico-wallet:probe');
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * One database object whose calls go to the current one: the frame's services keep it, and `switchTo` moves
 * them onto the granted storage. The device store uses `transaction` only.
 */
function switchableDatabase(initial: IDBDatabase) {
  let current = initial;
  const db = {
    transaction: (...args: Parameters<IDBDatabase['transaction']>) => current.transaction(...args),
    close: () => current.close(),
    get name() {
      return current.name;
    },
    get version() {
      return current.version;
    },
    get objectStoreNames() {
      return current.objectStoreNames;
    },
  } as unknown as IDBDatabase;
  return {
    db,
    switchTo(next: IDBDatabase) {
      const previous = current;
      current = next;
      previous.close();
    },
  };
}

function switchableKeyValue(initial: KeyValueStorage) {
  let current = initial;
  return {
    storage: {
      getItem: (key: string) => current.getItem(key),
      setItem: (key: string, value: string) => current.setItem(key, value),
    } satisfies KeyValueStorage,
    switchTo(next: KeyValueStorage, keys: readonly string[]) {
      for (const key of keys) {
        const value = current.getItem(key);
        if (value !== null) next.setItem(key, value);
      }
      current = next;
    },
  };
}

/** The keys of the frame's localStorage carried over when storage is granted. */
const carriedKeys = ['portico-wallet:chainId'] as const;

/**
 * Copies what the frame learned in memory into `target`: each user and, re-encrypted under the target's own
 * device key, this device's share of their wallet; the sessions (the newest, from memory, win).
 */
async function copyDeviceData(source: IDBDatabase, target: IDBDatabase): Promise<void> {
  const users = (await requestResult(
    source.transaction(USER_STORE).objectStore(USER_STORE).getAll(),
  )) as StoredUser[];
  for (const user of users) {
    const from = new DeviceStore(source, user.cloud);
    const to = new DeviceStore(target, user.cloud);
    await to.saveUser({
      userId: user.userId,
      email: user.email,
      ...(user.addresses ? { addresses: user.addresses } : {}),
    });
    const share = await from.readDeviceShare(user.userId);
    if (share) {
      await to.saveDeviceShare(user.userId, share);
      share.fill(0);
    }
  }
  const sessions = source.transaction(SESSION_STORE).objectStore(SESSION_STORE);
  const [keys, values] = await Promise.all([
    requestResult(sessions.getAllKeys()),
    requestResult(sessions.getAll()),
  ]);
  for (const [index, key] of keys.entries()) await writeValue(target, SESSION_STORE, values[index], key);
}

interface Opened {
  db: IDBDatabase;
  localStorage: KeyValueStorage;
}

/** The storage the Storage Access API grants: its IndexedDB (required) and localStorage (or memory). */
async function openGranted(handle: StorageAccessHandleLike | undefined): Promise<Opened> {
  if (!handle?.indexedDB) throw new Error('The storage access handle has no indexedDB');
  return {
    db: await openWalletDatabase(handle.indexedDB),
    localStorage: usableLocalStorage(() => handle.localStorage) ?? memoryKeyValue(),
  };
}

const accessTypes = { indexedDB: true, localStorage: true } as const;

/**
 * Opens the frame's storage: its origin's IndexedDB when the browser allows it; else, where the visitor already
 * granted this frame storage access (the Storage Access API, without a gesture then), that storage; else an
 * in-memory IndexedDB for this page's life, with `requestAccess` for a click inside the frame. Never rejects
 * for want of storage: the frame always starts, and `mode` and `reason` say what it keeps.
 */
export async function openFrameStorage(
  environment: FrameStorageEnvironment = browserEnvironment(),
): Promise<FrameStorage> {
  let failure: unknown;
  let persistent: Opened | undefined;
  try {
    const factory = environment.indexedDB();
    if (factory) {
      persistent = {
        db: await openWalletDatabase(factory),
        localStorage: usableLocalStorage(environment.localStorage) ?? memoryKeyValue(),
      };
    } else failure = new Error('IndexedDB is not available');
  } catch (error) {
    failure = error;
  }
  const doc = environment.document;
  const refused = persistent === undefined && isStorageRefusal(failure);
  if (refused && typeof doc?.requestStorageAccess === 'function') {
    // Access granted on an earlier visit is given again without a gesture.
    const granted =
      (await doc.hasStorageAccess?.().catch(() => false)) ||
      (await environment.storageAccessPermission?.().catch(() => undefined)) === 'granted';
    if (granted) {
      persistent = await doc
        .requestStorageAccess(accessTypes)
        .then(openGranted)
        .catch(() => undefined);
    }
  }

  const listeners = new Set<(storage: FrameStorage) => void>();
  if (persistent) {
    return {
      db: persistent.db,
      localStorage: persistent.localStorage,
      mode: 'persistent',
      reason: undefined,
      error: undefined,
      requestAccess: undefined,
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }

  const memory = await openWalletDatabase(await (environment.memoryIndexedDB ?? defaultMemoryIndexedDB)());
  const database = switchableDatabase(memory);
  const keyValue = switchableKeyValue(memoryKeyValue());
  let mode: FrameStorageMode = 'memory';
  const reason: FrameStorageReason = refused ? 'refused' : 'unavailable';
  const error = describeError(failure);
  const request = doc?.requestStorageAccess?.bind(doc);
  let requesting: Promise<boolean> | undefined;
  const requestAccess = async (): Promise<boolean> => {
    if (mode === 'persistent') return true;
    if (!request) return false;
    let granted: Opened;
    try {
      // Called first thing in the click's task: the browser checks the gesture here.
      granted = await openGranted(await request(accessTypes));
    } catch {
      return false;
    }
    await copyDeviceData(memory, granted.db);
    database.switchTo(granted.db);
    keyValue.switchTo(granted.localStorage, carriedKeys);
    mode = 'persistent';
    for (const listener of listeners) listener(storage);
    return true;
  };
  const storage: FrameStorage = {
    db: database.db,
    localStorage: keyValue.storage,
    get mode() {
      return mode;
    },
    get reason() {
      return mode === 'memory' ? reason : undefined;
    },
    get error() {
      return mode === 'memory' ? error : undefined;
    },
    get requestAccess() {
      if (!request || mode !== 'memory') return undefined;
      return () => {
        requesting ??= requestAccess().finally(() => {
          requesting = undefined;
        });
        return requesting;
      };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return storage;
}

/**
 * Shows the storage mode on `element` (the frame's root element) as `data-storage` and `data-storage-reason`,
 * for the frame's styles and UI and for tests, and keeps them current.
 */
export function reflectFrameStorage(storage: FrameStorage, element: HTMLElement): void {
  const show = () => {
    element.dataset.storage = storage.mode;
    if (storage.reason) element.dataset.storageReason = storage.reason;
    else delete element.dataset.storageReason;
  };
  show();
  storage.onChange(show);
}
