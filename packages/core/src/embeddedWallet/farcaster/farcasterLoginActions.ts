import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { authConnectorId } from '../login/authConnector.js';
import { embeddedStorageKeys } from '../login/embeddedStorageKeys.js';
import type { SocialLoginEnv } from '../social/socialLoginActions.js';
import { type FarcasterLoginState, initialFarcasterLoginState } from './farcasterLoginState.js';

const provider = 'farcaster';
/** §4 going back without an address: the auth provider is reloaded this long after. */
const reloadDelayMs = 100;

export interface FarcasterLoginActions {
  /**
   * §4 Farcaster login: ConnectingFarcaster shows the relay channel's URL (§3 `farcasterUrl`) while the visitor
   * approves it in the Farcaster app, then the recovery password when the wallet needs it, then the connection.
   * Never rejects: a failure is the view's 'Failed to connect to farcaster' (Retry opens a new channel).
   */
  connectFarcaster(): Promise<void>;
}

/** §3 `farcasterUrl` on every namespace's account (the login is the embedded wallet's, which serves them all). */
function withFarcasterUrl(state: PorticoState, url: string | undefined): PorticoState {
  if (Object.values(state.accounts).every((account) => account?.farcasterUrl === url)) return state;
  const accounts: PorticoState['accounts'] = {};
  for (const [namespace, account] of Object.entries(state.accounts))
    accounts[namespace as ChainNamespace] = account && { ...account, farcasterUrl: url };
  return { ...state, accounts };
}

const hasAddress = (state: PorticoState) =>
  Boolean(state.accounts[state.connection.activeNamespace]?.address);

/**
 * §4 Farcaster login: the frame opens a Farcaster Auth relay channel through Portico Cloud and gives its URL; the
 * modal shows it while the frame waits for the approval and logs in; then a core connection.
 */
export function createFarcasterLoginActions(env: SocialLoginEnv): FarcasterLoginActions {
  const { rt, source } = env;
  let running: AbortController | undefined;
  const end = (reason: PorticoError) => {
    running?.abort(reason);
    running = undefined;
  };
  const update = (change: Partial<FarcasterLoginState>) =>
    rt.set((s) => ({
      ...s,
      embeddedWallet: { ...s.embeddedWallet, farcaster: { ...s.embeddedWallet.farcaster, ...change } },
    }));

  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (!open) {
        end(new PorticoError('MODAL_CLOSED'));
        rt.set((s) => withFarcasterUrl(s, undefined));
      }
    },
  );
  // §4 going back without an address: the URL is reset at once and, 100 ms later, the auth provider is reloaded —
  // the frame is told to stop waiting on the channel (RPC_ABORT), which it then drops.
  rt.store.subscribe(
    (state) => state.router.view,
    (view, previous) => {
      if (previous !== 'ConnectingFarcaster' || view === previous || hasAddress(rt.get())) return;
      rt.set((s) => withFarcasterUrl(s, undefined));
      const left = running;
      setTimeout(() => {
        if (running === left) end(new PorticoError('MODAL_CLOSED'));
      }, reloadDelayMs);
    },
  );

  const logIn = async (abort: AbortController) => {
    await env.frameReady();
    const { url } = await source.getFarcasterUri();
    abort.signal.throwIfAborted();
    rt.set((s) => withFarcasterUrl(s, url));
    const result = await source.connectFarcaster({ signal: abort.signal });
    abort.signal.throwIfAborted();
    env.track('SOCIAL_LOGIN_REQUEST_USER_DATA', { provider });
    if (result.recoveryPassword !== 'none') {
      update({ step: 'recovery', recovery: result.recoveryPassword });
      await source.recoveryPassword({ signal: abort.signal });
    }
    // Before the connection: the account's User, fetched as it connects, reads it.
    rt.storage.set(embeddedStorageKeys.socialProvider, provider);
    await env.connect(authConnectorId(rt, source));
    if (result.userName) rt.storage.set(embeddedStorageKeys.socialUsername, result.userName);
  };

  return {
    async connectFarcaster() {
      end(new PorticoError('MODAL_CLOSED'));
      const abort = new AbortController();
      running = abort;
      rt.set((s) => ({
        ...withFarcasterUrl(s, undefined),
        embeddedWallet: { ...s.embeddedWallet, farcaster: initialFarcasterLoginState },
      }));
      if (rt.get().router.view !== 'ConnectingFarcaster') env.modal.navigate('ConnectingFarcaster');
      env.track('SOCIAL_LOGIN_STARTED', { provider });
      try {
        await logIn(abort);
        env.track('SOCIAL_LOGIN_SUCCESS', { provider });
      } catch (error) {
        // Started over, gone back or the modal closed: nobody waits for this login any more.
        if (running !== abort) return;
        env.fail(error);
        const message = new PorticoError('FAILED_TO_CONNECT_FARCASTER').message;
        rt.set((s) => withFarcasterUrl(s, undefined));
        update({ step: 'failed', error: message });
        env.track('SOCIAL_LOGIN_ERROR', { provider, message });
      } finally {
        if (running === abort) running = undefined;
      }
    },
  };
}
