import type {
  EmbeddedWalletSocialLinkBody,
  EmbeddedWalletSocialLinkResendBody,
  EmbeddedWalletSocialLogin,
  EmbeddedWalletSocialStartBody,
  EmbeddedWalletSocialStartResponse,
  EmbeddedWalletSocialVerifyBody,
  EmbeddedWalletSocialVerifyResponse,
} from '@portico/core/wire';
import type { CloudApi } from '../cloud/cloudApi.js';
import { pkce } from './pkce.js';
import type { RecoveryStep, WalletLogin } from './walletLogin.js';

const SOCIAL_CONNECTION_FAILED = 'Failed to initiate social connection';

/** What the callback page hands the frame: the provider's answer on the redirect URL. */
export interface SocialCallback {
  state: string;
  code?: string;
  iss?: string;
  error?: string;
}

/** A login started here: the PKCE verifier lives only in this object, in the frame document's memory. */
interface PendingSocial {
  provider: EmbeddedWalletSocialStartBody['provider'];
  state: string;
  codeVerifier: string;
  /** Settles with the first callback for this state, or fails when a new login replaces this one. */
  callback: Promise<SocialCallback>;
  receive(callback: SocialCallback): void;
  replaced(): void;
  received: boolean;
  connecting: boolean;
}

/** A verified login waiting for the code of the email wallet it links to (the verifier still binds it). */
interface PendingLink {
  state: string;
  codeVerifier: string;
  userName?: string;
}

/** What CONNECT_SOCIAL answers: the recovery step, or the email whose code (CONNECT_OTP) links the login first. */
export type SocialConnectAnswer =
  | { userName?: string; recoveryPassword: RecoveryStep }
  | { userName?: string; linkEmail: string };

function stateOf(uri: string): string | undefined {
  return URL.canParse(uri) ? (new URL(uri).searchParams.get('state') ?? undefined) : undefined;
}

/**
 * Social login with frame-held PKCE (docs: the social-login flow): GET_SOCIAL_REDIRECT_URI starts it at the cloud
 * with the challenge; CONNECT_SOCIAL waits for the callback page's message for that login's state, then verifies the
 * code with the verifier. The page never sees the code or the verifier, so it cannot finish a login by itself.
 * One login at a time: a new start replaces the old.
 */
export class SocialLogin {
  private pending: PendingSocial | undefined;
  private link: PendingLink | undefined;

  constructor(
    private readonly api: CloudApi,
    private readonly wallet: WalletLogin,
  ) {}

  async redirectUri(provider: string): Promise<{ uri: string }> {
    this.pending?.replaced();
    this.pending = undefined;
    this.link = undefined;
    await this.wallet.abandonUnlock();
    const { codeVerifier, codeChallenge } = await pkce();
    const { url } = await this.api.request<EmbeddedWalletSocialStartResponse>('/v1/wallet/social/start', {
      method: 'POST',
      body: {
        provider: provider as EmbeddedWalletSocialStartBody['provider'],
        codeChallenge,
      } satisfies EmbeddedWalletSocialStartBody,
    });
    const state = stateOf(url);
    if (state === undefined) throw new Error('The cloud answered an authorization URL without a state');
    let receive: (callback: SocialCallback) => void = () => {};
    let replaced: () => void = () => {};
    const callback = new Promise<SocialCallback>((resolve, reject) => {
      receive = resolve;
      replaced = () => reject(new Error(SOCIAL_CONNECTION_FAILED));
    });
    // A login replaced before any CONNECT_SOCIAL waited on it has no one to tell; one that was waited on fails there.
    callback.catch(() => {});
    const pending: PendingSocial = {
      provider: provider as PendingSocial['provider'],
      state,
      codeVerifier,
      callback,
      received: false,
      connecting: false,
      receive: (answer) => {
        pending.received = true;
        receive(answer);
      },
      replaced,
    };
    this.pending = pending;
    return { uri: url };
  }

  /** Whether `state` names the login waiting for its callback. */
  private awaits(state: string): boolean {
    return this.pending !== undefined && this.pending.state === state && !this.pending.received;
  }

  /** The callback page's message: taken only for the pending login's state, once (else false). */
  receive(callback: SocialCallback): boolean {
    if (!this.awaits(callback.state)) return false;
    this.pending?.receive(callback);
    return true;
  }

  /** CONNECT_SOCIAL: `uri` is the authorization URI GET_SOCIAL_REDIRECT_URI answered; its state names the login. */
  async connect(uri: string, signal: AbortSignal): Promise<SocialConnectAnswer> {
    const pending = this.pending;
    const state = stateOf(uri);
    if (pending === undefined || state !== pending.state || pending.connecting) {
      throw new Error(SOCIAL_CONNECTION_FAILED);
    }
    pending.connecting = true;
    try {
      const callback = await untilAborted(pending.callback, signal);
      if (callback.error !== undefined || callback.code === undefined)
        throw new Error(SOCIAL_CONNECTION_FAILED);
      const login = await this.api.request<EmbeddedWalletSocialVerifyResponse>('/v1/wallet/social/verify', {
        method: 'POST',
        body: {
          state: pending.state,
          code: callback.code,
          ...(callback.iss === undefined ? {} : { iss: callback.iss }),
          codeVerifier: pending.codeVerifier,
        } satisfies EmbeddedWalletSocialVerifyBody,
      });
      if ('link' in login) {
        const userName = login.link.username ?? undefined;
        this.link = {
          state: pending.state,
          codeVerifier: pending.codeVerifier,
          ...(userName ? { userName } : {}),
        };
        return { ...(userName ? { userName } : {}), linkEmail: login.link.email };
      }
      return this.loggedIn(login);
    } finally {
      // The verifier serves one verification (or none, after an abort): a late callback finds no login.
      if (this.pending === pending) this.pending = undefined;
    }
  }

  /** Whether CONNECT_OTP is this login's: a verified login waits for its email code. */
  get linking(): boolean {
    return this.link !== undefined;
  }

  /** Forgets a link waiting for its code (another login started). */
  forgetLink(): void {
    this.link = undefined;
  }

  /** RESEND_LINK_OTP: a new code to the email, within the cloud's email cooldown. */
  async resendLinkOtp(): Promise<Record<string, never>> {
    const link = this.waitingLink();
    await this.api.request('/v1/wallet/social/link/otp', {
      method: 'POST',
      body: {
        state: link.state,
        codeVerifier: link.codeVerifier,
      } satisfies EmbeddedWalletSocialLinkResendBody,
    });
    return {};
  }

  /**
   * CONNECT_OTP while a link waits: the email's code links the provider's identity to the email wallet, then the
   * recovery step as for any login. A wrong code leaves the link waiting (the cloud counts the tries).
   */
  async linkOtp(otp: string): Promise<{ recoveryPassword: RecoveryStep }> {
    const link = this.waitingLink();
    const login = await this.api.request<EmbeddedWalletSocialLogin>('/v1/wallet/social/link', {
      method: 'POST',
      body: {
        state: link.state,
        codeVerifier: link.codeVerifier,
        otp,
      } satisfies EmbeddedWalletSocialLinkBody,
    });
    if (this.link === link) this.link = undefined;
    const { recoveryPassword } = await this.loggedIn(login);
    return { recoveryPassword };
  }

  private waitingLink(): PendingLink {
    if (this.link === undefined) throw new Error('No code was sent: connect the email first');
    return this.link;
  }

  private async loggedIn(
    login: EmbeddedWalletSocialLogin,
  ): Promise<{ userName?: string; recoveryPassword: RecoveryStep }> {
    const recoveryPassword = await this.wallet.loggedIn(login);
    return { ...(login.user.username ? { userName: login.user.username } : {}), recoveryPassword };
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
