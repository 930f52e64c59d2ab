import type {
  EmbeddedWalletKeys,
  EmbeddedWalletRefreshBody,
  EmbeddedWalletSession,
  EmbeddedWalletUser,
} from '@portico/core/wire';
import { base64 } from '@scure/base';
import type { CloudApi } from '../cloud/cloudApi.js';
import { addressesOf, deriveAccountKeys, sameAddresses, wipeAccountKeys } from '../keys/accountKeys.js';
import { combineShares } from '../keys/shares.js';
import { wipe } from '../keys/wipe.js';
import { assertStrongRecoveryPassword } from '../recovery/passwordStrength.js';
import { decryptRecoveryShare } from '../recovery/recoveryShareCipher.js';
import type { FrameSession } from '../session/frameSession.js';
import type { DeviceStore } from '../store/deviceStore.js';
import type { Visitor } from '../visitor/visitor.js';
import { newWallet } from '../wallet/newWallet.js';

/** What the wallet still needs after a login: a new recovery password, this device unlocked by it, or nothing. */
export type RecoveryStep = 'create' | 'unlock' | 'none';

/** What the cloud answers a verified login, email or social: the session, its user, the wallet if any. */
export interface VerifiedLogin {
  session: EmbeddedWalletSession;
  user: Pick<EmbeddedWalletUser, 'id' | 'email'> & Partial<Pick<EmbeddedWalletUser, 'username'>>;
  wallet: EmbeddedWalletKeys | null;
}

/**
 * What follows a verified login, whichever way the visitor proved who they are (an email code, a social provider):
 * the recovery password comes after it — a new wallet's is chosen, an existing wallet's unlocks this device — both
 * typed in the frame's own document (`Visitor`), never sent by the page. A new device rebuilds the entropy from the
 * auth and recovery shares and keeps the recovery share as its own local share: the cloud holds the auth share of
 * the original split, so a re-split is not possible, and any two distinct shares combine.
 */
export class WalletLogin {
  /** 'create': a new wallet waits for its password; a login: an existing wallet waits to unlock this device. */
  private pendingRecovery: 'create' | VerifiedLogin | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
  ) {}

  /** Takes a verified login: starts its session unless this device must first be unlocked by the password. */
  async loggedIn(login: VerifiedLogin): Promise<RecoveryStep> {
    await this.abandonUnlock();
    const { session, user, wallet } = login;
    if (wallet && !(await this.store.user(user.id))?.deviceShare) {
      // The session starts only once the recovery password has unlocked this device.
      this.pendingRecovery = login;
      return 'unlock';
    }
    await this.saveUser(login);
    await this.session.start(session, user);
    if (wallet) return 'none';
    this.pendingRecovery = 'create';
    return 'create';
  }

  /** RECOVERY_PASSWORD: the step the login asked for, done by the visitor in the frame's document. */
  async recoveryPassword(visitor: Visitor, signal: AbortSignal): Promise<void> {
    const pending = this.pendingRecovery;
    if (pending === undefined) throw new Error('No recovery password is needed: log in first');
    try {
      if (pending === 'create') {
        await this.createWallet(await visitor.choosePassword(signal));
      } else {
        await visitor.enterPassword((password) => this.adoptOnThisDevice(pending, password), signal);
        await this.saveUser(pending);
        await this.session.start(pending.session, pending.user);
      }
      this.pendingRecovery = undefined;
    } catch (error) {
      if (signal.aborted) await this.abandonUnlock();
      throw error;
    }
  }

  /** A login that waited for its recovery password and will not get it: its session is revoked. */
  async abandonUnlock(): Promise<void> {
    const pending = this.pendingRecovery;
    this.pendingRecovery = undefined;
    if (pending === undefined || pending === 'create') return;
    await this.api.request('/v1/wallet/session/revoke', {
      method: 'POST',
      body: { refreshToken: pending.session.refreshToken } satisfies EmbeddedWalletRefreshBody,
    });
  }

  private saveUser({ user, wallet }: VerifiedLogin): Promise<void> {
    return this.store.saveUser({
      userId: user.id,
      email: user.email,
      username: user.username,
      ...(wallet ? { addresses: wallet.addresses } : {}),
    });
  }

  /** Creates the wallet of a first login: the cloud keeps the auth and the encrypted recovery share. */
  private async createWallet(password: string): Promise<void> {
    // The form checks it too; the frame does not rely on its own UI for the rule.
    await assertStrongRecoveryPassword(password);
    const { userId } = await this.session.user();
    const wallet = await newWallet(password);
    try {
      const { addresses, authShare, recoveryShare } = wallet;
      await this.session.authorized((accessToken) =>
        this.api.request('/v1/wallet/keys', {
          method: 'POST',
          accessToken,
          body: { addresses, authShare, recoveryShare } satisfies EmbeddedWalletKeys,
        }),
      );
      await this.store.saveUser({ userId, addresses });
      await this.store.saveDeviceShare(userId, wallet.deviceShare);
    } finally {
      wipe(wallet.deviceShare);
    }
  }

  /**
   * A wallet that exists, on a device without its share: the password opens the recovery share, which with the
   * auth share must rebuild the wallet's addresses before it is kept here. A wrong password throws
   * 'Wrong recovery password' (the visitor may try again).
   */
  private async adoptOnThisDevice(login: VerifiedLogin, recoveryPassword: string): Promise<void> {
    const { user, wallet } = login;
    if (!wallet) return;
    const recoveryShare = await decryptRecoveryShare(wallet.recoveryShare, recoveryPassword);
    const authShare = base64.decode(wallet.authShare);
    try {
      const entropy = await combineShares(authShare, recoveryShare);
      const keys = deriveAccountKeys(entropy);
      wipe(entropy);
      const addresses = addressesOf(keys);
      wipeAccountKeys(keys);
      if (!sameAddresses(addresses, wallet.addresses)) {
        throw new Error('The recovery share does not match this wallet');
      }
      await this.saveUser(login);
      await this.store.saveDeviceShare(user.id, recoveryShare);
    } finally {
      wipe(authShare, recoveryShare);
    }
  }
}
