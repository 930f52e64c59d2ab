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
  /** The login email; none for a user of social login (the `email` index holds email users only). */
  email?: string;
  /** The social provider's username, where known. */
  username?: string;
  addresses?: WalletAddresses;
  deviceShare?: EncryptedDeviceShare;
  /** The visitor's own choice of account where smart accounts are enabled (SET_PREFERRED_ACCOUNT). */
  preferredAccountType?: 'eoa' | 'smartAccount';
}

/** Who a user is, as the cloud says: an email user, or a social user with email null. */
export interface UserIdentity {
  email?: string | null;
  username?: string | null;
}

/** The frame's session: only the refresh token is kept (the access token lives in memory). */
export interface StoredSession {
  userId: string;
  email?: string;
  username?: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `record` with the given email and username: a string is kept (the email lower-cased), null removes the field (so
 * the record stays out of the email index), undefined leaves it as it was.
 */
function withIdentity<T extends { email?: string; username?: string }>(
  record: T,
  { email, username }: UserIdentity,
): T {
  const next = { ...record };
  if (email !== undefined) delete next.email;
  if (typeof email === 'string') next.email = normalizeEmail(email);
  if (username !== undefined) delete next.username;
  if (typeof username === 'string') next.username = username;
  return next;
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

  /** Records the user's email or username and addresses, keeping a device share already stored. */
  async saveUser(user: { userId: string; addresses?: WalletAddresses } & UserIdentity): Promise<void> {
    const existing = await this.user(user.userId);
    const addresses = user.addresses ?? existing?.addresses;
    const record: StoredUser = {
      ...existing,
      userId: user.userId,
      cloud: this.cloud,
      ...(addresses ? { addresses } : {}),
    };
    await writeValue(this.db, USER_STORE, withIdentity(record, user));
  }

  async savePreferredAccountType(userId: string, type: 'eoa' | 'smartAccount'): Promise<void> {
    const existing = await this.user(userId);
    if (!existing) throw new Error('Unknown user on this device');
    await writeValue(this.db, USER_STORE, { ...existing, preferredAccountType: type });
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

  saveSession(session: Omit<StoredSession, 'email' | 'username'> & UserIdentity): Promise<void> {
    const { email: _email, username: _username, ...rest } = session;
    return writeValue(this.db, SESSION_STORE, withIdentity<StoredSession>(rest, session), this.cloud);
  }

  clearSession(): Promise<void> {
    return deleteValue(this.db, SESSION_STORE, this.cloud);
  }

  private userBinding(userId: string): Uint8Array<ArrayBuffer> {
    return new TextEncoder().encode(`portico-wallet/device-share/${this.cloud}/${userId}`);
  }
}
