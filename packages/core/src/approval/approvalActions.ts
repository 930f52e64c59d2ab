import type { ToastInput } from '../alerts/types.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { constants } from '../constants.js';
import type { EmbeddedRequest, EmbeddedRequestGate } from '../embedded/embeddedWalletSource.js';
import { classifyEmbeddedRpcMethod } from '../embedded/rpcSafety.js';
import { formatMessage } from '../errors/catalogue.js';
import { PorticoError } from '../errors/PorticoError.js';
import { errorMessage } from '../errors/toPorticoError.js';
import type { ModalActions } from '../modal/modalActions.js';
import type { Runtime } from '../portico/runtime.js';
import type { ApprovalState, PendingApproval } from './approvalState.js';
import type { RequestSummary } from './summary/requestSummary.js';
import { rawSummary, summarizeRequest } from './summary/summarizeRequest.js';
import { UserRejectedRequestError } from './userRejectedRequest.js';

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
  /** Runs the request on top of the stack; its result (or failure) goes to the dApp. Never rejects. */
  approveRequest(): Promise<void>;
  /** Refuses the request on top of the stack: the dApp gets 4001 'User rejected the request.'. */
  rejectRequest(): void;
}

interface Waiting {
  run: () => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * §4 embedded-wallet requests and §5 rpc-safety: safe requests run at once; unsafe ones wait on the
 * ApproveTransaction stack (opened, or shown over the current view); unknown ones are refused with
 * 'Requested RPC call is not allowed', logged, and 300 ms later the 'Action not allowed' toast shows in the
 * opened modal. Closing the modal refuses every request still waiting.
 */
export function createApprovalActions(env: ApprovalEnv): ApprovalActions {
  const { rt } = env;
  const { logger } = rt.options;
  const waiting = new Map<number, Waiting>();
  let nextId = 1;

  const update = (change: Partial<ApprovalState>) =>
    rt.set((s) => ({ ...s, approval: { ...s.approval, ...change } }));
  const top = () => rt.get().approval.stack.at(-1);
  const pop = (id: number) => {
    waiting.delete(id);
    rt.set((s) => ({
      ...s,
      approval: { ...s.approval, stack: s.approval.stack.filter((p) => p.id !== id) },
    }));
  };

  const summaryOf = (request: EmbeddedRequest): RequestSummary => {
    const state = rt.get();
    const network = state.networks.networks.find((n) => n.caipNetworkId === request.caipNetworkId);
    const tokens = (state.accounts[request.namespace]?.tokenBalance ?? []).filter(
      (token) => token.chainId === request.caipNetworkId,
    );
    try {
      return summarizeRequest(request, { network, tokens });
    } catch (error) {
      logger.warn(`The ${request.method} request could not be read`, error);
      return rawSummary(request);
    }
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

  const ask = (request: EmbeddedRequest, run: () => Promise<unknown>) =>
    new Promise<unknown>((resolve, reject) => {
      const pending: PendingApproval = { id: nextId++, request, summary: summaryOf(request) };
      waiting.set(pending.id, { run, resolve, reject });
      rt.set((s) => ({
        ...s,
        approval: { ...s.approval, stack: [...s.approval.stack, pending], error: undefined },
      }));
      const { modal, router } = rt.get();
      if (!modal.open || router.view !== 'ApproveTransaction')
        env.modal.showRoute({ view: 'ApproveTransaction', data: undefined });
    });

  // §4 closing the modal refuses every request still waiting.
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (open) return;
      for (const { id } of rt.get().approval.stack) waiting.get(id)?.reject(new UserRejectedRequestError());
      waiting.clear();
      update({ stack: [], running: false, error: undefined });
    },
  );

  return {
    gate: async <T>(request: EmbeddedRequest, run: () => Promise<T>): Promise<T> => {
      const safety = classifyEmbeddedRpcMethod(request.method);
      if (safety === 'safe')
        return run().catch((error: unknown) => {
          env.onRequestFailed(error);
          throw error;
        });
      if (safety === 'unknown') return refuseUnknown(request);
      return (await ask(request, run)) as T;
    },
    async approveRequest() {
      const pending = top();
      const entry = pending && waiting.get(pending.id);
      if (!pending || !entry || rt.get().approval.running) return;
      update({ running: true, error: undefined });
      try {
        const result = await entry.run();
        pop(pending.id);
        update({ running: false });
        entry.resolve(result);
        // §4 success: the native balance is refreshed; the modal closes, or the stack shows its next request.
        env
          .refreshBalance(pending.request.namespace)
          .catch((cause: unknown) => logger.warn('Refreshing the balance after a request failed', cause));
        if (rt.get().approval.stack.length === 0) env.modal.close();
      } catch (error) {
        logger.error(`The approved ${pending.request.method} request failed`, error);
        env.onRequestFailed(error);
        pop(pending.id);
        update({ running: false, error: errorMessage(error) });
        entry.reject(error);
        // §4 error: the callback has run, then the stack goes back.
        if (rt.get().approval.stack.length === 0) {
          env.showToast({ message: errorMessage(error), variant: 'error' });
          env.modal.leave();
        }
      }
    },
    rejectRequest() {
      const pending = top();
      if (!pending || rt.get().approval.running) return;
      waiting.get(pending.id)?.reject(new UserRejectedRequestError());
      pop(pending.id);
      update({ error: undefined });
      if (rt.get().approval.stack.length === 0) env.modal.leave();
    },
  };
}
