import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { EmbeddedWalletRefreshBody, EmbeddedWalletSession } from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import { isCloudError } from '../cloud/cloudError.js';
import type { DeviceStore, StoredSession, UserIdentity } from '../store/deviceStore.js';

const SESSION_EXPIRED = 'Session Expired';
// An access token this close to its expiry is refreshed first: it could expire on its way to the cloud.
const EXPIRY_MARGIN_MS = 30_000;

interface AccessToken {
  token: string;
  expiresAt: number;
}

/**
 * The frame's session with the cloud: the refresh token in the device store, the access token in memory only.
 * A refresh spends the refresh token, so concurrent callers share one refresh.
 */
export class FrameSession {
  private access: AccessToken | undefined;
  private refreshing: Promise<AccessToken> | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    /** Told an opaque, non-secret identifier of each refreshed session (SESSION_UPDATE). */
    private readonly onRefresh: (token: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async start(session: EmbeddedWalletSession, user: { id: string } & UserIdentity): Promise<void> {
    await this.store.saveSession({
      userId: user.id,
      email: user.email,
      username: user.username,
      refreshToken: session.refreshToken,
      refreshExpiresAt: session.refreshExpiresAt,
    });
    this.access = accessOf(session);
  }

  stored(): Promise<StoredSession | undefined> {
    return this.store.session();
  }

  /** The stored session's user; rejects with 'Session Expired' when there is none. */
  async user(): Promise<StoredSession> {
    const stored = await this.store.session();
    if (!stored) throw new Error(SESSION_EXPIRED);
    return stored;
  }

  /** Runs an authenticated call, refreshing an expired access token first and once more on a 401. */
  async authorized<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const access =
      this.access && this.access.expiresAt - EXPIRY_MARGIN_MS > this.now() ? this.access : undefined;
    try {
      return await call((access ?? (await this.refresh())).token);
    } catch (error) {
      if (!access || !isCloudError(error) || error.status !== 401) throw error;
      return call((await this.refresh()).token);
    }
  }

  /** Whether the stored session is still live: it is refreshed. A refused refresh token ends it (false). */
  async isLive(): Promise<boolean> {
    if (!(await this.store.session())) return false;
    try {
      await this.refresh();
      return true;
    } catch (error) {
      if (error instanceof Error && error.message === SESSION_EXPIRED) return false;
      throw error;
    }
  }

  refresh(): Promise<AccessToken> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Forgets the session here and revokes its refresh token at the cloud. */
  async signOut(): Promise<void> {
    const stored = await this.store.session();
    this.access = undefined;
    await this.store.clearSession();
    if (!stored) return;
    await this.api.request('/v1/wallet/session/revoke', {
      method: 'POST',
      body: { refreshToken: stored.refreshToken } satisfies EmbeddedWalletRefreshBody,
    });
  }

  private async refreshOnce(): Promise<AccessToken> {
    const stored = await this.store.session();
    if (!stored) throw new Error(SESSION_EXPIRED);
    let session: EmbeddedWalletSession;
    try {
      session = await this.api.request<EmbeddedWalletSession>('/v1/wallet/session/refresh', {
        method: 'POST',
        body: { refreshToken: stored.refreshToken } satisfies EmbeddedWalletRefreshBody,
      });
    } catch (error) {
      if (!isCloudError(error) || error.status !== 401) throw error;
      this.access = undefined;
      await this.store.clearSession();
      throw new Error(SESSION_EXPIRED, { cause: error });
    }
    await this.store.saveSession({
      ...stored,
      refreshToken: session.refreshToken,
      refreshExpiresAt: session.refreshExpiresAt,
    });
    this.access = accessOf(session);
    this.onRefresh(sessionIdentifier(session.accessToken));
    return this.access;
  }
}

function accessOf(session: EmbeddedWalletSession): AccessToken {
  return { token: session.accessToken, expiresAt: Date.parse(session.accessExpiresAt) };
}

/** Names the session for the page without handing it a credential. */
function sessionIdentifier(accessToken: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(accessToken))).slice(0, 32);
}
