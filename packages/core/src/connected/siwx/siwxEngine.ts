import type { SignInMessageData } from '../../domain/signIn/signInMessage.js';
import type { SIWXSession } from '../../domain/signIn/siwxSession.js';
import type { PorticoPorts } from '../../instance/ports.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { hasRpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import type { OneClickSignIns } from './oneClickSignIns.js';
import { openAlone } from './openAlone.js';
import { signInFailure } from './signInFailure.js';
import { type SignInKey, sameSignInKey, selectSignInKey, signInChange, signInKeyId } from './signInKey.js';
import { formatWithAdapter, signWith } from './signWith.js';
import type { SiwxApi } from './siwxApi.js';
import { siwxMessages } from './siwxMessages.js';
import type { SIWXConfig, SIWXState } from './types.js';

type EnginePorts = Pick<PorticoPorts, 'modal' | 'notifications' | 'connections' | 'networks'>;

/** A prepared message is signed only while its nonce is surely live (the cloud's last 5 minutes). */
const preparedLifetimeMs = 4 * 60_000;

interface Prepared {
  keyId: string;
  data: SignInMessageData;
  text: string;
  at: number;
}

/**
 * §4 sign-in: the active account on the active network signs in once (SIWXSignMessage when it has no session), the
 * session is kept per account and network, and the §4 sign-out rules end it on disconnect, account change (and
 * network change when configured). Loaded only when the dApp turns sign-in on.
 */
export interface SiwxEngine extends SiwxApi {
  /** The fields of a one-click sign-in (the wallet picks the account), when the config lets a wallet write the text. */
  oneClickFields(): Promise<Omit<SignInMessageData, 'accountAddress' | 'chainId'>>;
}

export function createSiwxEngine(
  rt: Runtime,
  ports: EnginePorts,
  config: SIWXConfig,
  oneClick: OneClickSignIns,
): SiwxEngine {
  const { get, set, options } = rt;
  const { logger } = options;
  const required = config.getRequired?.() ?? false;
  const signOutOn = {
    disconnect: config.signOutOnDisconnect ?? true,
    account: config.signOutOnAccountChange ?? true,
    network: config.signOutOnNetworkChange ?? false,
    other: false,
  };
  /** Accounts whose sign-in the visitor cancelled in this page (optional mode asks them no more). */
  const dismissed = new Set<string>();
  /** The last network each address signed in on (§4 cancel switches back to it). */
  const lastSignedNetwork = new Map<string, SignInKey['chainId']>();
  let prepared: Prepared | undefined;
  let generation = 0;

  const update = (siwx: Partial<SIWXState>) => set((s) => ({ ...s, siwx: { ...s.siwx, ...siwx } }));
  const showView = () => openAlone(rt, 'SIWXSignMessage');
  const closeView = () => {
    const { modal, router } = get();
    if (modal.open && router.view === 'SIWXSignMessage') ports.modal.close();
  };

  const prepare = async (key: SignInKey): Promise<Prepared> => {
    const data = await config.createMessage({ accountAddress: key.address, chainId: key.chainId });
    const text = config.formatMessage?.(data) ?? (await formatWithAdapter(rt, key, data));
    prepared = { keyId: signInKeyId(key), data, text, at: Date.now() };
    if (sameSignInKey(selectSignInKey(get()), key)) update({ message: text });
    return prepared;
  };

  const ask = async (key: SignInKey) => {
    showView();
    try {
      await prepare(key);
    } catch (error) {
      logger.warn('Sign-in: the message could not be prepared', error);
      update({ error: siwxMessages.SIWX_INIT_FAILED });
      ports.notifications.showToast({ message: siwxMessages.SIWX_INIT_FAILED, variant: 'error' });
    }
  };

  const authenticated = (key: SignInKey, session: SIWXSession) => {
    lastSignedNetwork.set(key.address.toLowerCase(), key.chainId);
    update({ status: 'authenticated', session, message: undefined, error: undefined });
  };

  /** The session of a sign-in the wallet signed while connecting, once the verifier kept it. */
  const keepOneClick = async (key: SignInKey): Promise<SIWXSession[]> => {
    const signed = oneClick.take(key);
    if (!signed) return [];
    const session: SIWXSession = signed;
    try {
      return [(await config.addSession(session)) ?? session];
    } catch (error) {
      logger.warn(
        'Sign-in: the sign-in signed while connecting was refused; the account is asked again',
        error,
      );
      return [];
    }
  };

  const check = async (key: SignInKey) => {
    const mine = ++generation;
    let sessions = await keepOneClick(key);
    try {
      if (sessions.length === 0) sessions = await config.getSessions(key.chainId, key.address);
    } catch (error) {
      logger.warn('Sign-in: the sessions could not be read; the account is asked to sign in', error);
    }
    if (mine !== generation) return;
    const [session] = sessions;
    if (session) {
      authenticated(key, session);
      closeView();
      return;
    }
    update({ status: 'unauthenticated', session: undefined, message: undefined, error: undefined });
    if (required || !dismissed.has(signInKeyId(key))) await ask(key);
  };

  const revoke = async (key: SignInKey) => {
    try {
      await config.revokeSession(key.chainId, key.address);
    } catch (error) {
      logger.warn(`Sign-in: the session of ${key.chainId}:${key.address} could not be revoked`, error);
    }
  };

  const onKeyChange = (next: SignInKey | undefined, prev: SignInKey | undefined) => {
    prepared = undefined;
    if (prev) {
      const left = !!get().connection.connections[prev.namespace]?.some(
        (c) => c.connectorId === prev.connectorId,
      );
      if (signOutOn[signInChange(prev, next, left)]) void revoke(prev);
    }
    if (next) void check(next);
    else {
      ++generation;
      update({ status: 'unauthenticated', session: undefined, message: undefined, error: undefined });
    }
  };

  rt.store.subscribe(selectSignInKey, onKeyChange, sameSignInKey);
  // Signed in while another view was on top (an embedded wallet's ApproveTransaction): the view closes once back.
  rt.store.subscribe(
    (s) => s.siwx.status === 'authenticated' && s.modal.open && s.router.view === 'SIWXSignMessage',
    (done) => done && ports.modal.close(),
  );
  ports.modal.holdOpen(() => required && get().siwx.status !== 'authenticated' && !!selectSignInKey(get()));
  const start = selectSignInKey(get());
  if (start) void check(start);

  const fail = (message: string) => {
    prepared = undefined;
    update({ status: 'unauthenticated', error: message });
    ports.notifications.showToast({ message, variant: 'error' });
    if (!get().modal.open) showView();
  };

  const declinedWhileRequired = async () => {
    await ports.connections.disconnect({ closeModal: false });
    openAlone(rt, 'Connect');
  };

  return {
    async oneClickFields() {
      const chainId = get().networks.activeCaipNetwork?.caipNetworkId;
      if (!chainId) throw new PorticoError('NO_ACTIVE_CAIP_NETWORK_OR_CLIENT');
      // The wallet picks the account: the verifier's nonce is not bound to one (docs/sign-in.md).
      const {
        accountAddress: _account,
        chainId: _chain,
        ...fields
      } = await config.createMessage({
        accountAddress: '',
        chainId,
      });
      return fields;
    },
    async signIn() {
      const key = selectSignInKey(get());
      if (!key) throw new PorticoError('NO_ACTIVE_CAIP_ADDRESS');
      update({ status: 'authenticating', error: undefined });
      let message = prepared;
      try {
        if (!message || message.keyId !== signInKeyId(key) || Date.now() - message.at > preparedLifetimeMs)
          message = await prepare(key);
      } catch (error) {
        logger.warn('Sign-in: the message could not be prepared', error);
        return fail(siwxMessages.SIWX_INIT_FAILED);
      }
      try {
        const signed = await signWith(rt, ports.connections, config, key, message);
        const session: SIWXSession = { data: message.data, ...signed };
        const kept = (await config.addSession(session)) ?? session;
        if (!sameSignInKey(selectSignInKey(get()), key)) return;
        authenticated(key, kept);
        closeView();
      } catch (error) {
        logger.warn('Sign-in failed', error);
        if (!sameSignInKey(selectSignInKey(get()), key)) return;
        fail(signInFailure(get(), key, error));
        // §4 required sign-in the visitor declined in the wallet: the wallet is disconnected, the modal shows Connect.
        if (required && hasRpcErrorCode(error, rpcErrorCodes.userRejected)) await declinedWhileRequired();
      }
    },
    async signOut() {
      const key = selectSignInKey(get());
      if (!key) return;
      await config.revokeSession(key.chainId, key.address);
      update({ status: 'unauthenticated', session: undefined });
      if (required) await ports.connections.disconnect();
    },
    async cancelSignIn() {
      const key = selectSignInKey(get());
      if (!key || !required) {
        if (key) dismissed.add(signInKeyId(key));
        ports.modal.close();
        return;
      }
      const back = lastSignedNetwork.get(key.address.toLowerCase());
      const network = back && back !== key.chainId ? rt.resolveNetwork(back) : undefined;
      if (network) await ports.networks.switchActiveNetwork(network);
      else await ports.connections.disconnect();
    },
  };
}
