/** The few IndexedDB calls the device store needs, as promises. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

const DATABASE_NAME = 'portico-wallet';
export const DEVICE_KEY_STORE = 'deviceKey';
export const USER_STORE = 'users';
export const SESSION_STORE = 'session';

export function openWalletDatabase(
  factory: IDBFactory = indexedDB,
  name = DATABASE_NAME,
): Promise<IDBDatabase> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(DEVICE_KEY_STORE);
    db.createObjectStore(USER_STORE, { keyPath: ['cloud', 'userId'] }).createIndex('email', [
      'cloud',
      'email',
    ]);
    db.createObjectStore(SESSION_STORE);
  };
  return requestResult(request);
}

export async function readValue<T>(db: IDBDatabase, store: string, key: IDBValidKey): Promise<T | undefined> {
  return (await requestResult(db.transaction(store).objectStore(store).get(key))) as T | undefined;
}

export async function writeValue(
  db: IDBDatabase,
  store: string,
  value: unknown,
  key?: IDBValidKey,
): Promise<void> {
  const transaction = db.transaction(store, 'readwrite');
  transaction.objectStore(store).put(value, key);
  await transactionDone(transaction);
}

export async function deleteValue(db: IDBDatabase, store: string, key: IDBValidKey): Promise<void> {
  const transaction = db.transaction(store, 'readwrite');
  transaction.objectStore(store).delete(key);
  await transactionDone(transaction);
}
