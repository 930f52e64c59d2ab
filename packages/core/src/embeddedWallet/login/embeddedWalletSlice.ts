import { porticoSdk } from '../../cloud/client/sdkInfo.js';
import { connectionStorageKeys } from '../../connected/connection/connectionStorageKeys.js';
import {
  type EmbeddedRequestGate,
  type EmbeddedWalletSource,
  isEmbeddedWalletSource,
} from '../../domain/connectorSource/embeddedWalletSource.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import type { PorticoPorts } from '../../instance/ports.js';
import type { Runtime } from '../../instance/runtime.js';
import type { Slice } from '../../instance/slice.js';
import { showAlert } from '../../modal/alerts/showAlert.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import type { ApprovalActions } from '../approval/approvalActions.js';
import { initialApprovalState } from '../approval/approvalState.js';
import { openSocialPopup } from '../social/socialPopup.js';
import { embeddedFailure, embeddedFailureEffects, type FailureEnv } from './embeddedFailure.js';
import type { EmbeddedWalletActions } from './embeddedWalletActions.js';
import type { EmbeddedWalletApi } from './embeddedWalletApi.js';
import { initialEmbeddedWalletState } from './embeddedWalletState.js';
import type { EmbeddedConditions } from './frameLoader.js';

/** A module loaded once, on first use; `now` is set once it has loaded, for calls that must not wait. */
function onDemand<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const module = {
    now: undefined as T | undefined,
    get: () => {
      loading ??= load().then((loaded) => {
        module.now = loaded;
        return loaded;
      });
      return loading;
    },
  };
  return module;
}

/**
 * The embedded wallet of an instance (§4, §5): its steps and its request gate load on demand, outside the
 * dApp's initial JavaScript — the steps right after start when an embedded source is configured, the gate with
 * the first request. The gate goes to the source at once, before any of its providers is used.
 */
function startEmbeddedWallet(rt: Runtime, portico: PorticoOptions, deps: PorticoPorts): EmbeddedWalletApi {
  const { logger } = rt.options;
  const source = [...rt.sources.values()].find(isEmbeddedWalletSource);
  const alert = (code: AlertCode) => showAlert(rt, code);
  const endConnection = (connectorId: string) => deps.connections.endConnection(connectorId);
  const failureEnv = (embedded: EmbeddedWalletSource): FailureEnv => ({
    rt,
    source: embedded,
    showAlert: alert,
    endConnection,
  });
  const approval = onDemand<ApprovalActions>(() =>
    import('../approval/approvalActions.js').then((m) =>
      m.createApprovalActions({
        rt,
        modal: deps.modal,
        showToast: deps.notifications.showToast,
        openModal: () => rt.set((s) => ({ ...s, modal: { ...s.modal, open: true } })),
        refreshBalance: deps.account.refreshBalance,
        onRequestFailed(error) {
          if (source) embeddedFailureEffects(failureEnv(source), error);
        },
      }),
    ),
  );
  const gate: EmbeddedRequestGate = async (request, run) => {
    // EIP-5792: the modal shows the batch (its status read through this gate as wallet_getCallsStatus).
    if (request.method === 'wallet_showCallsStatus') {
      await deps.callsStatus.show(request.params);
      return null as never;
    }
    return (approval.now ?? (await approval.get())).gate(request, run);
  };

  // Read before the stored connections are restored (and stored again).
  const storedConnection = (rt.storage.get(connectionStorageKeys.connections) ?? []).some(
    (connection) => connection.sourceId === source?.id,
  );
  const embedded = onDemand<EmbeddedWalletActions>(() =>
    import('./embeddedWalletActions.js').then((m) =>
      source
        ? m.createEmbeddedWalletActions({
            rt,
            source,
            modal: deps.modal,
            connect: deps.connections.connect,
            fail: (error) => embeddedFailure(failureEnv(source), error),
            showAlert: alert,
            conditions: () => embeddedConditions(deps),
            origin: () => globalThis.location?.origin,
            sdk: {
              type: portico.sdkType ?? porticoSdk.type,
              version: portico.sdkVersion ?? porticoSdk.version,
            },
            storedConnection,
            track: (event, properties) => void deps.analytics?.sendEvent({ event, properties }),
          })
        : m.embeddedWalletUnavailable(rt),
    ),
  );
  if (source) {
    source.setRequestGate(gate);
    embedded.get().catch((error: unknown) => logger.error('The embedded wallet failed to load', error));
  }

  const step =
    <A extends unknown[]>(pick: (actions: EmbeddedWalletActions) => (...args: A) => Promise<void>) =>
    async (...args: A) =>
      pick(await embedded.get())(...args);
  /** A synchronous step: at once when loaded, else once loaded. */
  const now =
    <A extends unknown[]>(pick: (actions: EmbeddedWalletActions) => (...args: A) => void) =>
    (...args: A) => {
      if (embedded.now) return pick(embedded.now)(...args);
      embedded.get().then(
        (actions) => pick(actions)(...args),
        (error: unknown) => logger.error('The embedded wallet failed to load', error),
      );
    };

  return {
    connectEmail: step((a) => a.connectEmail),
    resendEmailCode: step((a) => a.resendEmailCode),
    submitEmailOtp: step((a) => a.submitEmailOtp),
    resetEmailLogin: now((a) => a.resetEmailLogin),
    startEmailUpdate: now((a) => a.startEmailUpdate),
    submitNewEmail: step((a) => a.submitNewEmail),
    submitEmailUpdatePrimaryOtp: step((a) => a.submitEmailUpdatePrimaryOtp),
    submitEmailUpdateSecondaryOtp: step((a) => a.submitEmailUpdateSecondaryOtp),
    // The login window opens here, in the click's own task: after an await the pop-up blocker would refuse it.
    connectSocial: (provider) =>
      step((a) => a.connectSocial)(provider, source ? openSocialPopup() : undefined),
    resetSocialLogin: now((a) => a.resetSocialLogin),
    submitSocialLinkOtp: step((a) => a.submitSocialLinkOtp),
    resendSocialLinkCode: step((a) => a.resendSocialLinkCode),
    connectFarcaster: step((a) => a.connectFarcaster),
    attachSecureFrame: (anchor) => source?.attachFrame(anchor) ?? (() => {}),
  };
}

/** §5 the remote features once loaded and the project's allowed origins; none without them. */
async function embeddedConditions({
  cloud,
  remoteFeatures,
}: PorticoPorts): Promise<EmbeddedConditions | undefined> {
  const features = await remoteFeatures;
  return features && cloud.client && { features, allowedOrigins: await cloud.client.getAllowedOrigins() };
}

/**
 * The embedded wallet (§4, §5): email, social and Farcaster login, email update, its secure frame and the approval of unsafe
 * requests.
 */
export const embeddedWalletSlice: Slice = {
  name: 'embeddedWallet',
  initialState: () => ({ embeddedWallet: initialEmbeddedWalletState, approval: initialApprovalState }),
  create: ({ rt, portico, ports }) => ({ actions: startEmbeddedWallet(rt, portico, ports) }),
};
