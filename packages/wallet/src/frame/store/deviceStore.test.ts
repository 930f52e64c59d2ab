import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { splitEntropy } from '../keys/shares.js';
import { createEntropy } from '../keys/walletSeed.js';
import { deviceKey } from './deviceKey.js';
import { DeviceStore } from './deviceStore.js';
import { DEVICE_KEY_STORE, openWalletDatabase, readValue, USER_STORE } from './idb.js';

const addresses = {
  eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
} as const;

const CLOUD = 'https://cloud.example';

async function freshStore() {
  const db = await openWalletDatabase(new IDBFactory());
  return { db, store: new DeviceStore(db, CLOUD) };
}

describe('DeviceStore', () => {
  it('keeps one non-extractable AES-GCM device key', async () => {
    const { db } = await freshStore();
    const key = await deviceKey(db);
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(await readValue(db, DEVICE_KEY_STORE, 'device')).toBeInstanceOf(CryptoKey);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const iv = new Uint8Array(12);
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array([1, 2, 3]));
    const again = await deviceKey(db);
    expect(new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, again, sealed))).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });

  it('stores the device share encrypted, not as the plaintext share', async () => {
    const { db, store } = await freshStore();
    const { device } = await splitEntropy(createEntropy());
    await store.saveUser({ userId: 'u1', email: 'Ada@Example.com', addresses });
    await store.saveDeviceShare('u1', device);
    const row = await readValue<{ deviceShare: { ciphertext: Uint8Array } }>(db, USER_STORE, [CLOUD, 'u1']);
    const stored = row?.deviceShare.ciphertext ?? new Uint8Array();
    expect(stored).not.toEqual(device);
    expect(Buffer.from(stored).includes(Buffer.from(device.subarray(0, 8)))).toBe(false);
    expect(await store.readDeviceShare('u1')).toEqual(device);
  });

  it("binds a share to its user: copied to another user's record it does not decrypt", async () => {
    const { db, store } = await freshStore();
    await store.saveUser({ userId: 'u1', email: 'a@x.io', addresses });
    await store.saveUser({ userId: 'u2', email: 'b@x.io', addresses });
    await store.saveDeviceShare('u1', new Uint8Array(17).fill(3));
    const row = await readValue<{ deviceShare: unknown }>(db, USER_STORE, [CLOUD, 'u1']);
    const tx = db.transaction(USER_STORE, 'readwrite');
    tx.objectStore(USER_STORE).put({
      cloud: CLOUD,
      userId: 'u2',
      email: 'b@x.io',
      deviceShare: row?.deviceShare,
    });
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    await expect(store.readDeviceShare('u2')).rejects.toThrow();
  });

  it('finds a user by email, whatever its case, and keeps the share when the user is saved again', async () => {
    const { store } = await freshStore();
    await store.saveUser({ userId: 'u1', email: 'Ada@Example.com', addresses });
    await store.saveDeviceShare('u1', new Uint8Array(17).fill(9));
    await store.saveUser({ userId: 'u1', email: 'ada@example.com' });
    const user = await store.findUserByEmail(' ADA@example.com ');
    expect(user).toMatchObject({ userId: 'u1', email: 'ada@example.com', addresses });
    expect(user?.deviceShare).toBeDefined();
    expect(await store.findUserByEmail('bob@example.com')).toBeUndefined();
    expect(await store.readDeviceShare('nobody')).toBeUndefined();
  });

  it('keeps a social user without an email (out of the email index) and with its username', async () => {
    const { store } = await freshStore();
    await store.saveUser({ userId: 'u1', email: 'ada@example.com', addresses });
    await store.saveUser({ userId: 's1', email: null, username: 'ada', addresses });
    await store.saveDeviceShare('s1', new Uint8Array(17).fill(3));
    const social = await store.user('s1');
    expect(social).toMatchObject({ userId: 's1', username: 'ada', addresses });
    expect(social).not.toHaveProperty('email');
    expect(await store.readDeviceShare('s1')).toEqual(new Uint8Array(17).fill(3));
    expect((await store.findUserByEmail('ada@example.com'))?.userId).toBe('u1');
    // Saved again without naming them (the wallet's creation), the username and email stay.
    await store.saveUser({ userId: 's1', addresses });
    await store.saveUser({ userId: 'u1', addresses });
    expect((await store.user('s1'))?.username).toBe('ada');
    expect((await store.findUserByEmail('ada@example.com'))?.userId).toBe('u1');
    await store.saveSession({
      userId: 's1',
      email: null,
      username: 'ada',
      refreshToken: 'r',
      refreshExpiresAt: 'x',
    });
    expect(await store.session()).toEqual({
      userId: 's1',
      username: 'ada',
      refreshToken: 'r',
      refreshExpiresAt: 'x',
    });
  });

  it('refuses a device share for a user it does not know', async () => {
    const { store } = await freshStore();
    await expect(store.saveDeviceShare('u9', new Uint8Array(17))).rejects.toThrow(
      'Unknown user on this device',
    );
  });

  it('saves, reads and clears the session', async () => {
    const { store } = await freshStore();
    expect(await store.session()).toBeUndefined();
    const session = {
      userId: 'u1',
      email: 'a@x.io',
      refreshToken: 'r1',
      refreshExpiresAt: '2030-01-01T00:00:00Z',
    };
    await store.saveSession(session);
    expect(await store.session()).toEqual(session);
    await store.clearSession();
    expect(await store.session()).toBeUndefined();
  });

  it('keeps users and sessions per cloud', async () => {
    const { db, store } = await freshStore();
    await store.saveUser({ userId: 'u1', email: 'a@x.io', addresses });
    await store.saveSession({
      userId: 'u1',
      email: 'a@x.io',
      refreshToken: 'r1',
      refreshExpiresAt: '2030-01-01',
    });
    const other = new DeviceStore(db, 'https://evil.example');
    expect(await other.session()).toBeUndefined();
    expect(await other.findUserByEmail('a@x.io')).toBeUndefined();
    expect(await other.user('u1')).toBeUndefined();
  });
});
