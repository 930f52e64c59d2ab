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

  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
    return this.post('/v1/wallet/email/update', { email });
  }

  updatePrimaryOtp(otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
    return this.post('/v1/wallet/email/update/primary', { otp });
  }

  async updateSecondaryOtp(otp: string): Promise<{ newEmail: string }> {
    const answer = await this.post<{ newEmail: string }>('/v1/wallet/email/update/secondary', { otp });
    const stored = await this.session.user();
    await this.store.saveUser({ userId: stored.userId, email: answer.newEmail });
    await this.store.saveSession({ ...stored, email: answer.newEmail });
    return answer;
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.session.authorized((accessToken) =>
      this.api.request<T>(path, { method: 'POST', accessToken, body }),
    );
  }
}
