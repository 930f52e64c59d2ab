import type {
  EmbeddedWalletEmailBody,
  EmbeddedWalletLogin,
  EmbeddedWalletVerifyBody,
} from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import type { FrameSession } from '../session/frameSession.js';
import type { DeviceStore } from '../store/deviceStore.js';
import type { RecoveryStep, WalletLogin } from './walletLogin.js';

export type ConnectAction = 'VERIFY_OTP' | 'CONNECT';

/**
 * §4 email login in the frame: CONNECT_EMAIL → CONNECT_OTP → (RECOVERY_PASSWORD, `WalletLogin`). The cloud does
 * not say whether an email has a wallet before its code is verified, so the recovery password comes after the code.
 */
export class EmailLogin {
  private pendingEmail: string | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
    private readonly wallet: WalletLogin,
  ) {}

  async connectEmail(email: string): Promise<{ action: ConnectAction }> {
    await this.wallet.abandonUnlock();
    this.pendingEmail = undefined;
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

  /** Forgets the email waiting for its code (a social login started). */
  forgetCode(): void {
    this.pendingEmail = undefined;
  }

  async connectOtp(otp: string): Promise<{ recoveryPassword: RecoveryStep }> {
    const email = this.pendingEmail;
    if (email === undefined) throw new Error('No code was sent: connect the email first');
    const login = await this.api.request<EmbeddedWalletLogin>('/v1/wallet/email/verify', {
      method: 'POST',
      body: { email, otp } satisfies EmbeddedWalletVerifyBody,
    });
    this.pendingEmail = undefined;
    return { recoveryPassword: await this.wallet.loggedIn(login) };
  }
}
