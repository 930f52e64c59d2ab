import { DEVICE_KEY_STORE, readValue, requestResult, transactionDone } from './idb.js';

const KEY_ID = 'device';

/**
 * The device's AES-GCM key: generated once, non-extractable, kept in the frame origin's IndexedDB. It can encrypt
 * and decrypt there but never be read out, so a copy of the database alone does not reveal the device shares.
 */
export async function deviceKey(db: IDBDatabase): Promise<CryptoKey> {
  const stored = await readValue<CryptoKey>(db, DEVICE_KEY_STORE, KEY_ID);
  if (stored) return stored;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const transaction = db.transaction(DEVICE_KEY_STORE, 'readwrite');
  const store = transaction.objectStore(DEVICE_KEY_STORE);
  // Another tab may have created the key meanwhile: the first one kept wins.
  const existing = (await requestResult(store.get(KEY_ID))) as CryptoKey | undefined;
  if (!existing) store.add(key, KEY_ID);
  await transactionDone(transaction);
  return existing ?? key;
}
