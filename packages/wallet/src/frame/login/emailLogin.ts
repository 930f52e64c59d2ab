import { base64 } from '@scure/base';
import type { CloudApi } from '../cloud/cloudApi.js';
import type { VerifiedLogin } from '../cloud/cloudTypes.js';
import { addressesOf, deriveAccountKeys, sameAddresses, wipeAccountKeys } from '../keys/accountKeys.js';
import { combineShares } from '../keys/shares.js';
import { wipe } from '../keys/wipe.js';
import { decryptRecoveryShare } from '../recovery/recoveryShareCipher.js';
import type { FrameSession } from '../session/frameSession.js';
import type { DeviceStore } from '../store/deviceStore.js';
import { newWallet } from '../wallet/newWallet.js';

export type ConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT';

interface PendingLogin {
  email: string;
  action: ConnectAction;
  /** The device step's password, kept in memory until the code is verified. */
  recoveryPassword?: string;
}

/**
 * §4 email login in the frame: CONNECT_EMAIL → (CONNECT_DEVICE) → CONNECT_OTP → (SET_RECOVERY_PASSWORD).
 * A new device rebuilds the entropy from the auth and recovery shares and keeps the recovery share as its own
 * local share: the cloud holds the auth share of the original split, so a re-split is not possible, and any two
 * distinct shares combine.
 */
export class EmailLogin {
  private pending: PendingLogin | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
  ) {}

  async connectEmail(email: string): Promise<{ action: ConnectAction }> {
    this.pending = undefined;
    const known = await this.store.findUserByEmail(email);
    const stored = await this.session.stored();
    if (stored && known?.deviceShare && stored.userId === known.userId && (await this.session.isLive())) {
      return { action: 'CONNECT' };
    }
    const { hasWallet } = await this.api.request<{ hasWallet: boolean }>('/v1/wallet/email/otp', {
      method: 'POST',
      body: { email },
    });
    const action = hasWallet && !known?.deviceShare ? 'VERIFY_DEVICE' : 'VERIFY_OTP';
    this.pending = { email, action };
    return { action };
  }

  connectDevice(recoveryPassword: string): Record<string, never> {
    if (this.pending?.action !== 'VERIFY_DEVICE')
      throw new Error('No device to verify: connect the email first');
    this.pending.recoveryPassword = recoveryPassword;
    return {};
  }

  async connectOtp(otp: string): Promise<{ needsRecoveryPassword: boolean }> {
    const pending = this.pending;
    if (!pending) throw new Error('No code was sent: connect the email first');
    const login = await this.api.request<VerifiedLogin>('/v1/wallet/email/verify', {
      method: 'POST',
      body: { email: pending.email, otp },
    });
    const { session, user, wallet } = login;
    if (wallet && !(await this.store.user(user.id))?.deviceShare) {
      await this.adoptOnThisDevice(login, pending.recoveryPassword);
    }
    this.pending = undefined;
    await this.store.saveUser({
      userId: user.id,
      email: user.email,
      ...(wallet ? { addresses: wallet.addresses } : {}),
    });
    await this.session.start(session, user);
    return { needsRecoveryPassword: wallet === null };
  }

  /** Creates the wallet of a first login: the cloud keeps the auth and the encrypted recovery share. */
  async setRecoveryPassword(password: string): Promise<Record<string, never>> {
    const { userId, email } = await this.session.user();
    const wallet = await newWallet(password);
    try {
      const { addresses, authShare, recoveryShare } = wallet;
      await this.session.authorized((accessToken) =>
        this.api.request('/v1/wallet/keys', {
          method: 'POST',
          accessToken,
          body: { addresses, authShare, recoveryShare },
        }),
      );
      await this.store.saveUser({ userId, email, addresses });
      await this.store.saveDeviceShare(userId, wallet.deviceShare);
    } finally {
      wipe(wallet.deviceShare);
    }
    return {};
  }

  /**
   * A wallet that exists, on a device without its share: the device step's password opens the recovery share,
   * which with the auth share must rebuild the wallet's addresses before it is kept here. A wrong password
   * revokes the session just opened, so the visitor starts again from the email.
   */
  private async adoptOnThisDevice(login: VerifiedLogin, recoveryPassword: string | undefined): Promise<void> {
    const { session, user, wallet } = login;
    if (!wallet) return;
    try {
      if (recoveryPassword === undefined) throw new Error('This device needs the recovery password');
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
    } catch (error) {
      await this.api.request('/v1/wallet/session/revoke', {
        method: 'POST',
        body: { refreshToken: session.refreshToken },
      });
      throw error;
    }
  }
}
