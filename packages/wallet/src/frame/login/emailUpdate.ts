import type {
  EmbeddedWalletEmailBody,
  EmbeddedWalletOtpBody,
  EmbeddedWalletUpdateEmailResponse,
  EmbeddedWalletUpdatePrimaryResponse,
  EmbeddedWalletUpdateSecondaryResponse,
} from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import type { FrameSession } from '../session/frameSession.js';
import type { DeviceStore } from '../store/deviceStore.js';

/** §4 email update: the new email, a code to the current one, then a code to the new one. */
export class EmailUpdate {
  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
  ) {}

  updateEmail(email: string): Promise<EmbeddedWalletUpdateEmailResponse> {
    return this.post('/v1/wallet/email/update', { email } satisfies EmbeddedWalletEmailBody);
  }

  updatePrimaryOtp(otp: string): Promise<EmbeddedWalletUpdatePrimaryResponse> {
    return this.post('/v1/wallet/email/update/primary', { otp } satisfies EmbeddedWalletOtpBody);
  }

  async updateSecondaryOtp(otp: string): Promise<EmbeddedWalletUpdateSecondaryResponse> {
    const answer = await this.post<EmbeddedWalletUpdateSecondaryResponse>(
      '/v1/wallet/email/update/secondary',
      {
        otp,
      } satisfies EmbeddedWalletOtpBody,
    );
    const stored = await this.session.user();
    await this.store.saveUser({ userId: stored.userId, email: answer.newEmail });
    await this.store.saveSession({ ...stored, email: answer.newEmail });
    return answer;
  }

  private post<T>(path: string, body: EmbeddedWalletEmailBody | EmbeddedWalletOtpBody): Promise<T> {
    return this.session.authorized((accessToken) =>
      this.api.request<T>(path, { method: 'POST', accessToken, body }),
    );
  }
}
