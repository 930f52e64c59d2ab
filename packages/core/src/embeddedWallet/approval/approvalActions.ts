import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type {
  EmbeddedRequest,
  EmbeddedRequestGate,
} from '../../domain/connectorSource/embeddedWalletSource.js';
import type { Runtime } from '../../instance/runtime.js';
import type { ToastInput } from '../../modal/alerts/types.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';
import { constants } from '../../shared/constants.js';
import { formatMessage } from '../../shared/errors/catalogue.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { isProviderRpcError, ProviderRpcError } from '../../shared/errors/providerRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import { classifyEmbeddedRpcMethod } from '../rules/rpcSafety.js';
import type { PendingApproval } from './approvalState.js';

export interface ApprovalEnv {
  rt: Runtime;
  modal: Pick<ModalActions, 'showRoute' | 'leave' | 'close'>;
  showToast(toast: ToastInput): void;
  /** Opens the modal on its current view (§2 rules). */
  openModal(): void;
  refreshBalance(namespace: ChainNamespace): Promise<void>;
  /** A request that failed in the embedded wallet: its §8 alert (time-out, Session Expired and disconnect). */
  onRequestFailed(error: unknown): void;
}

export interface ApprovalActions {
  /** The gate the embedded wallet's source runs every request through. */
  gate: EmbeddedRequestGate;
}

/**
 * §4 embedded-wallet requests and §5 rpc-safety: safe requests run at once; an unsafe one opens ApproveTransaction
 * (or shows it over the current view) and goes to the frame at once — the view shows the secure frame, where the
 * visitor approves or rejects it in the frame's own document (DECISIONS "Approvals of the embedded wallet"); the
 * page holds no Approve of its own. Unknown ones are refused with 'Requested RPC call is not allowed', logged, and
 * 300 ms later the 'Action not allowed' toast shows in the opened modal. Closing the modal aborts every request
 * still waiting (the dApp gets 4001).
 */
export function createApprovalActions(env: ApprovalEnv): ApprovalActions {
  const { rt } = env;
  const { logger } = rt.options;
  const waiting = new Map<number, AbortController>();
  let nextId = 1;

  const pop = (id: number) => {
    waiting.delete(id);
    rt.set((s) => ({
      ...s,
      approval: { ...s.approval, stack: s.approval.stack.filter((p) => p.id !== id) },
    }));
  };

  const refuseUnknown = (request: EmbeddedRequest): never => {
    const error = new PorticoError('RPC_CALL_NOT_ALLOWED');
    logger.error(error.message, request.method);
    rt.later(constants.modal.blockedRpcAlertDelayMs, () => {
      env.showToast({ message: formatMessage('ACTION_NOT_ALLOWED'), variant: 'error' });
      env.openModal();
    });
    throw error;
  };

  /**
   * §4 success: the native balance is refreshed; the stack shows its next request, or the modal goes back to the
   * view that asked (a flow of its own), or closes (a request of the dApp's).
   */
  const succeeded = (pending: PendingApproval) => {
    pop(pending.id);
    rt.set((s) => ({ ...s, approval: { ...s.approval, error: undefined } }));
    env
      .refreshBalance(pending.request.namespace)
      .catch((cause: unknown) => logger.warn('Refreshing the balance after a request failed', cause));
    if (rt.get().approval.stack.length > 0) return;
    if (pending.overView) return env.modal.leave();
    env.modal.close();
    // A modal held open (required sign-in, signing its message) goes back to the view beneath instead.
    if (rt.get().modal.open) env.modal.leave();
  };

  /** §4 error or cancel: the dApp's callback has its error, then the stack goes back. */
  const failed = (pending: PendingApproval, error: unknown, aborted: boolean) => {
    pop(pending.id);
    if (aborted) return;
    const rejected = isProviderRpcError(error) && error.code === rpcErrorCodes.userRejected;
    if (!rejected) {
      logger.error(`The ${pending.request.method} request failed`, error);
      env.onRequestFailed(error);
    }
    rt.set((s) => ({ ...s, approval: { ...s.approval, error: rejected ? undefined : errorMessage(error) } }));
    if (rt.get().approval.stack.length > 0) return;
    if (!rejected) env.showToast({ message: errorMessage(error), variant: 'error' });
    env.modal.leave();
  };

  const ask = async <T>(request: EmbeddedRequest, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const { modal, router } = rt.get();
    const onTop = modal.open && router.view === 'ApproveTransaction';
    const pending: PendingApproval = {
      id: nextId++,
      request,
      ...(modal.open && !onTop ? { overView: true } : {}),
    };
    const controller = new AbortController();
    waiting.set(pending.id, controller);
    rt.set((s) => ({
      ...s,
      approval: { ...s.approval, stack: [...s.approval.stack, pending], error: undefined },
    }));
    if (!onTop) env.modal.showRoute({ view: 'ApproveTransaction', data: undefined });
    try {
      const result = await run(controller.signal);
      succeeded(pending);
      return result;
    } catch (error) {
      const aborted = controller.signal.aborted;
      failed(pending, error, aborted);
      throw aborted ? new ProviderRpcError(rpcErrorCodes.userRejected) : error;
    }
  };

  // §4 closing the modal refuses every request still waiting: the frame is told to drop them.
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (open) return;
      for (const controller of waiting.values()) controller.abort();
      waiting.clear();
      rt.set((s) => ({ ...s, approval: { stack: [], error: undefined } }));
    },
  );

  return {
    gate: async <T>(request: EmbeddedRequest, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
      const safety = classifyEmbeddedRpcMethod(request.method);
      if (safety === 'safe')
        return run(new AbortController().signal).catch((error: unknown) => {
          env.onRequestFailed(error);
          throw error;
        });
      if (safety === 'unknown') return refuseUnknown(request);
      return ask(request, run);
    },
  };
}
