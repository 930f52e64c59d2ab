import { untilAborted } from '../../domain/connectorSource/untilAborted.js';
import { constants } from '../../shared/constants.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { authConnectorId } from '../login/authConnector.js';
import { embeddedStorageKeys } from '../login/embeddedStorageKeys.js';
import type { EmbeddedWalletEnv } from '../login/embeddedWalletEnv.js';
import { initialSocialLoginState, type SocialLoginState } from './socialLoginState.js';

type SocialProvider = NonNullable<SocialLoginState['provider']>;

import { createSocialLinkStep } from './socialLinkStep.js';
import type { SocialPopup } from './socialPopup.js';

export interface SocialLoginEnv extends EmbeddedWalletEnv {
  /** §4 the social-login analytics events (started, request user data, success, error). */
  track(event: string, properties: Record<string, string>): void;
}

export interface SocialLoginActions {
  /**
   * §4 social login through `popup` (opened by the click, undefined when the browser refused it): ConnectingSocial
   * while the visitor logs in at the provider, the recovery password when the wallet needs it, then the connection.
   * Never rejects: a failure is the view's error (Retry starts over).
   */
  connectSocial(provider: SocialProvider, popup: SocialPopup | undefined): Promise<void>;
  /** Ends a social login under way (its window closed) and starts over. */
  resetSocialLogin(): void;
  /** The link step's code (the one sent to `linkEmail`): a refusal is the step's error. */
  submitSocialLinkOtp(otp: string): Promise<void>;
  /** Sends the link step's code again, under the §5 email-code rules. */
  resendSocialLinkCode(): Promise<void>;
}

/**
 * Waits for the frame's answer to connect social while checking every second (§9) that the login window is still
 * open: closed before the answer, the login fails with 'Popup closed' (and the frame stops waiting).
 */
async function whilePopupOpen<T>(
  popup: SocialPopup,
  abort: AbortController,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const check = setInterval(() => {
    if (popup.closed()) abort.abort(new PorticoError('POPUP_CLOSED'));
  }, constants.auth.socialPopupClosedCheckMs);
  try {
    return await untilAborted(run(abort.signal), abort.signal);
  } finally {
    clearInterval(check);
  }
}

/** §4 social login: the provider's URL from the frame, its window, the frame's login, then a core connection. */
export function createSocialLoginActions(env: SocialLoginEnv): SocialLoginActions {
  const { rt, source } = env;
  let running: { abort: AbortController; popup: SocialPopup | undefined } | undefined;
  const end = () => {
    running?.abort.abort(new PorticoError('MODAL_CLOSED'));
    running?.popup?.close();
    running = undefined;
  };
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (!open) end();
    },
  );
  const update = (change: Partial<SocialLoginState>) =>
    rt.set((s) => ({
      ...s,
      embeddedWallet: { ...s.embeddedWallet, social: { ...s.embeddedWallet.social, ...change } },
    }));

  const link = createSocialLinkStep(env, update);

  const logIn = async (provider: SocialProvider, popup: SocialPopup | undefined, abort: AbortController) => {
    if (!popup) {
      rt.options.logger.warn('The browser refused to open the social login window (pop-up blocker)');
      throw new PorticoError('FAILED_TO_INITIATE_SOCIAL');
    }
    await env.frameReady();
    const { uri } = await source.getSocialRedirectUri({ provider });
    abort.signal.throwIfAborted();
    popup.navigate(uri);
    const result = await whilePopupOpen(popup, abort, (signal) => source.connectSocial({ uri, signal }));
    popup.close();
    env.track('SOCIAL_LOGIN_REQUEST_USER_DATA', { provider });
    // The provider's email has an email wallet: the login reaches it once that email's code is entered.
    const { recoveryPassword } =
      'linkEmail' in result ? await link.wait(result.linkEmail, abort.signal) : result;
    if (recoveryPassword !== 'none') {
      update({ step: 'recovery', recovery: recoveryPassword, loading: false, error: undefined });
      await source.recoveryPassword({ signal: abort.signal });
    }
    // Before the connection: the account's User, fetched as it connects, reads it.
    rt.storage.set(embeddedStorageKeys.socialProvider, provider);
    await env.connect(authConnectorId(rt, source));
    if (result.userName) rt.storage.set(embeddedStorageKeys.socialUsername, result.userName);
  };

  return {
    async connectSocial(provider, popup) {
      end();
      const abort = new AbortController();
      running = { abort, popup };
      rt.set((s) => ({
        ...s,
        embeddedWallet: { ...s.embeddedWallet, social: { ...initialSocialLoginState, provider } },
      }));
      if (rt.get().router.view !== 'ConnectingSocial') env.modal.navigate('ConnectingSocial');
      env.track('SOCIAL_LOGIN_STARTED', { provider });
      try {
        await logIn(provider, popup, abort);
        env.track('SOCIAL_LOGIN_SUCCESS', { provider });
      } catch (error) {
        popup?.close();
        // Started over, or the modal closed: nobody waits for this login any more.
        if (running?.abort !== abort) return;
        const reason: unknown = abort.signal.aborted ? abort.signal.reason : error;
        const message =
          reason instanceof PorticoError && reason.code === 'POPUP_CLOSED'
            ? reason.message
            : env.fail(reason);
        update({ step: 'failed', error: message });
        env.track('SOCIAL_LOGIN_ERROR', { provider, message });
      } finally {
        if (running?.abort === abort) running = undefined;
      }
    },
    resetSocialLogin() {
      end();
      update(initialSocialLoginState);
    },
    submitSocialLinkOtp: (otp) => link.submit(otp),
    resendSocialLinkCode: () => link.resend(),
  };
}
