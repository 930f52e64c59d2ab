import type {
  EmbeddedWalletFarcasterPending,
  EmbeddedWalletFarcasterStartBody,
  EmbeddedWalletFarcasterStartResponse,
  EmbeddedWalletFarcasterVerifyBody,
  EmbeddedWalletSocialLogin,
} from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import { pkce } from './pkce.js';
import type { RecoveryStep, WalletLogin } from './walletLogin.js';

const FARCASTER_FAILED = 'Failed to connect to farcaster';

/** A login started here: the verifier lives only in this object, in the frame document's memory. */
interface PendingFarcaster {
  channelToken: string;
  codeVerifier: string;
  connecting: boolean;
}

function isPending(
  answer: EmbeddedWalletSocialLogin | EmbeddedWalletFarcasterPending,
): answer is EmbeddedWalletFarcasterPending {
  return 'status' in answer && answer.status === 'pending';
}

/**
 * Farcaster login (docs: the Farcaster flow): GET_FARCASTER_URI opens a relay channel through the cloud with the
 * S256 challenge of a verifier only this document holds, and answers the channel's URL for the modal's QR code;
 * CONNECT_FARCASTER asks the cloud, with that verifier, until the Farcaster app approved the channel and the cloud
 * verified the signed message, then logs in. The page sees the URL but cannot finish the login: it has no verifier.
 * One login at a time: a new URL replaces the old.
 */
export class FarcasterLogin {
  private pending: PendingFarcaster | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly wallet: WalletLogin,
  ) {}

  async uri(): Promise<{ url: string }> {
    this.pending = undefined;
    await this.wallet.abandonUnlock();
    const { codeVerifier, codeChallenge } = await pkce();
    const { url, channelToken } = await this.api.request<EmbeddedWalletFarcasterStartResponse>(
      '/v1/wallet/farcaster/start',
      { method: 'POST', body: { codeChallenge } satisfies EmbeddedWalletFarcasterStartBody },
    );
    this.pending = { channelToken, codeVerifier, connecting: false };
    return { url };
  }

  /** CONNECT_FARCASTER: waits (each cloud call waits a while) until the channel is approved, or `signal` gives up. */
  async connect(signal: AbortSignal): Promise<{ userName: string; recoveryPassword: RecoveryStep }> {
    const pending = this.pending;
    if (pending === undefined || pending.connecting) throw new Error(FARCASTER_FAILED);
    pending.connecting = true;
    try {
      const body = {
        channelToken: pending.channelToken,
        codeVerifier: pending.codeVerifier,
      } satisfies EmbeddedWalletFarcasterVerifyBody;
      for (;;) {
        signal.throwIfAborted();
        const answer = await this.api.request<EmbeddedWalletSocialLogin | EmbeddedWalletFarcasterPending>(
          '/v1/wallet/farcaster/verify',
          { method: 'POST', body, signal },
        );
        if (isPending(answer)) continue;
        const recoveryPassword = await this.wallet.loggedIn(answer);
        return { userName: answer.user.username ?? '', recoveryPassword };
      }
    } finally {
      // The verifier serves one login: after it (or an abort) the channel is forgotten.
      if (this.pending === pending) this.pending = undefined;
    }
  }
}
