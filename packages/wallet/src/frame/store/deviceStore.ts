import type { WalletAddresses } from '../keys/accountKeys.js';
import { bufferSource } from '../keys/bufferSource.js';
import { deviceKey } from './deviceKey.js';
import { deleteValue, readValue, requestResult, SESSION_STORE, USER_STORE, writeValue } from './idb.js';

/** A share encrypted under the device key, bound to its user (AES-GCM additional data). */
interface EncryptedDeviceShare {
  iv: Uint8Array;
  ciphertext: Uint8Array;
}

/** What this device knows of a user who logged in here. */
export interface StoredUser {
  /** The origin of the cloud the user belongs to. */
  cloud: string;
  userId: string;
  email: string;
  addresses?: WalletAddresses;
  deviceShare?: EncryptedDeviceShare;
}

/** The frame's session: only the refresh token is kept (the access token lives in memory). */
export interface StoredSession {
  userId: string;
  email: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The frame origin's IndexedDB `portico-wallet`: device key, per-user device shares, the session. Users and
 * sessions are kept per cloud origin: a frame pointed at another cloud never sends it this cloud's refresh token.
 */
export class DeviceStore {
  constructor(
    private readonly db: IDBDatabase,
    private readonly cloud: string,
  ) {}

  async findUserByEmail(email: string): Promise<StoredUser | undefined> {
    const index = this.db.transaction(USER_STORE).objectStore(USER_STORE).index('email');
    return (await requestResult(index.get([this.cloud, normalizeEmail(email)]))) as StoredUser | undefined;
  }

  user(userId: string): Promise<StoredUser | undefined> {
    return readValue<StoredUser>(this.db, USER_STORE, [this.cloud, userId]);
  }

  /** Records the user's email and addresses, keeping a device share already stored. */
  async saveUser(user: { userId: string; email: string; addresses?: WalletAddresses }): Promise<void> {
    const existing = await this.user(user.userId);
    await writeValue(this.db, USER_STORE, {
      ...existing,
      ...user,
      cloud: this.cloud,
      addresses: user.addresses ?? existing?.addresses,
      email: normalizeEmail(user.email),
    });
  }

  async saveDeviceShare(userId: string, share: Uint8Array): Promise<void> {
    const existing = await this.user(userId);
    if (!existing) throw new Error('Unknown user on this device');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const key = await deviceKey(this.db);
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: this.userBinding(userId) },
        key,
        bufferSource(share),
      ),
    );
    await writeValue(this.db, USER_STORE, { ...existing, deviceShare: { iv, ciphertext } });
  }

  /** This device's share of the user's wallet, or undefined when it has none. The caller wipes it. */
  async readDeviceShare(userId: string): Promise<Uint8Array | undefined> {
    const encrypted = (await this.user(userId))?.deviceShare;
    if (!encrypted) return undefined;
    const key = await deviceKey(this.db);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bufferSource(encrypted.iv), additionalData: this.userBinding(userId) },
      key,
      bufferSource(encrypted.ciphertext),
    );
    return new Uint8Array(plain);
  }

  session(): Promise<StoredSession | undefined> {
    return readValue<StoredSession>(this.db, SESSION_STORE, this.cloud);
  }

  saveSession(session: StoredSession): Promise<void> {
    return writeValue(
      this.db,
      SESSION_STORE,
      { ...session, email: normalizeEmail(session.email) },
      this.cloud,
    );
  }

  clearSession(): Promise<void> {
    return deleteValue(this.db, SESSION_STORE, this.cloud);
  }

  private userBinding(userId: string): Uint8Array<ArrayBuffer> {
    return new TextEncoder().encode(`portico-wallet/device-share/${this.cloud}/${userId}`);
  }
}
