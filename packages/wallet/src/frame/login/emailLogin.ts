import type {
  EmbeddedWalletEmailBody,
  EmbeddedWalletKeys,
  EmbeddedWalletLogin,
  EmbeddedWalletRefreshBody,
  EmbeddedWalletVerifyBody,
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

export type ConnectAction = 'VERIFY_OTP' | 'CONNECT';

/** What the wallet still needs after the code: a new recovery password, this device unlocked by it, or nothing. */
export type RecoveryStep = 'create' | 'unlock' | 'none';

/** A verified wallet that exists, on a device without its share: it waits for the recovery password. */
interface PendingUnlock {
  login: EmbeddedWalletLogin;
}

/**
 * §4 email login in the frame: CONNECT_EMAIL → CONNECT_OTP → (RECOVERY_PASSWORD). The cloud does not say whether
 * an email has a wallet before its code is verified, so the recovery password comes after the code: a new wallet's
 * is chosen, an existing wallet's unlocks this device — both typed in the frame's own document (`Visitor`), never
 * sent by the page. A new device rebuilds the entropy from the auth and recovery shares and keeps the recovery
 * share as its own local share: the cloud holds the auth share of the original split, so a re-split is not
 * possible, and any two distinct shares combine.
 */
export class EmailLogin {
  private pendingEmail: string | undefined;
  private pendingRecovery: 'create' | PendingUnlock | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
  ) {}

  async connectEmail(email: string): Promise<{ action: ConnectAction }> {
    await this.abandonUnlock();
    this.pendingEmail = undefined;
    this.pendingRecovery = undefined;
    const known = await this.store.findUserByEmail(email);
    const stored = await this.session.stored();
    if (stored && known?.deviceShare && stored.userId === known.userId && (await this.session.isLive())) {
      return { action: 'CONNECT' };
    }
    await this.api.request('/v1/wallet/email/otp', {
      method: 'POST',
      body: { email } satisfies EmbeddedWalletEmailBody,
    });
    this.pendingEmail = email;
    return { action: 'VERIFY_OTP' };
  }

  async connectOtp(otp: string): Promise<{ recoveryPassword: RecoveryStep }> {
    const email = this.pendingEmail;
    if (email === undefined) throw new Error('No code was sent: connect the email first');
    const login = await this.api.request<EmbeddedWalletLogin>('/v1/wallet/email/verify', {
      method: 'POST',
      body: { email, otp } satisfies EmbeddedWalletVerifyBody,
    });
    this.pendingEmail = undefined;
    const { session, user, wallet } = login;
    if (wallet && !(await this.store.user(user.id))?.deviceShare) {
      // The session starts only once the recovery password has unlocked this device.
      this.pendingRecovery = { login };
      return { recoveryPassword: 'unlock' };
    }
    await this.store.saveUser({
      userId: user.id,
      email: user.email,
      ...(wallet ? { addresses: wallet.addresses } : {}),
    });
    await this.session.start(session, user);
    if (wallet) return { recoveryPassword: 'none' };
    this.pendingRecovery = 'create';
    return { recoveryPassword: 'create' };
  }

  /** RECOVERY_PASSWORD: the step CONNECT_OTP asked for, done by the visitor in the frame's document. */
  async recoveryPassword(visitor: Visitor, signal: AbortSignal): Promise<void> {
    const pending = this.pendingRecovery;
    if (pending === undefined) throw new Error('No recovery password is needed: verify the code first');
    try {
      if (pending === 'create') {
        await this.createWallet(await visitor.choosePassword(signal));
      } else {
        await visitor.enterPassword((password) => this.adoptOnThisDevice(pending.login, password), signal);
        const { session, user, wallet } = pending.login;
        await this.store.saveUser({
          userId: user.id,
          email: user.email,
          ...(wallet ? { addresses: wallet.addresses } : {}),
        });
        await this.session.start(session, user);
      }
      this.pendingRecovery = undefined;
    } catch (error) {
      if (signal.aborted) await this.abandonUnlock();
      throw error;
    }
  }

  /** Creates the wallet of a first login: the cloud keeps the auth and the encrypted recovery share. */
  private async createWallet(password: string): Promise<void> {
    // The form checks it too; the frame does not rely on its own UI for the rule.
    await assertStrongRecoveryPassword(password);
    const { userId, email } = await this.session.user();
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
      await this.store.saveUser({ userId, email, addresses });
      await this.store.saveDeviceShare(userId, wallet.deviceShare);
    } finally {
      wipe(wallet.deviceShare);
    }
  }

  /** A login that waited for its recovery password and will not get it: its session is revoked. */
  private async abandonUnlock(): Promise<void> {
    const pending = this.pendingRecovery;
    this.pendingRecovery = undefined;
    if (pending === undefined || pending === 'create') return;
    await this.api.request('/v1/wallet/session/revoke', {
      method: 'POST',
      body: { refreshToken: pending.login.session.refreshToken } satisfies EmbeddedWalletRefreshBody,
    });
  }

  /**
   * A wallet that exists, on a device without its share: the password opens the recovery share, which with the
   * auth share must rebuild the wallet's addresses before it is kept here. A wrong password throws
   * 'Wrong recovery password' (the visitor may try again).
   */
  private async adoptOnThisDevice(login: EmbeddedWalletLogin, recoveryPassword: string): Promise<void> {
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
      await this.store.saveUser({ userId: user.id, email: user.email, addresses: wallet.addresses });
      await this.store.saveDeviceShare(user.id, recoveryShare);
    } finally {
      wipe(authShare, recoveryShare);
    }
  }
}
