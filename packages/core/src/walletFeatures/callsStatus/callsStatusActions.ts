import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { Runtime } from '../../instance/runtime.js';
import type { ModalActions } from '../../modal/dialog/modalActions.js';
import type { errorMessage } from '../../shared/errors/toPorticoError.js';
import { readCallsStatus } from './callsStatusRules.js';

/** How often a pending batch's status is read again while its view is shown. */
const pendingPollMs = 2_000;

interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export interface CallsStatusActions {
  /** Shows the batch `id` on the CallsStatus view; resolves once its first status is read (or failed). */
  showCallsStatus(id: string): Promise<void>;
}

export interface CallsStatusEnv {
  rt: Runtime;
  modal: Pick<ModalActions, 'showRoute'>;
  /** Handed over by the slice: the initial JS holds it (a lazy chunk importing it splits the initial chunks). */
  errorMessage: typeof errorMessage;
}

/**
 * The CallsStatus view's data: the batch's status from the current eip155 wallet (`wallet_getCallsStatus`, which the
 * embedded wallet's gate passes as a safe request), read again every 2 s while it is pending and shown.
 */
export function createCallsStatusActions({ rt, modal, errorMessage }: CallsStatusEnv): CallsStatusActions {
  const { get, set } = rt;
  let generation = 0;
  const shown = (id: string) => {
    const state = get();
    return state.callsStatus.id === id && state.modal.open && state.router.view === 'CallsStatus';
  };

  const read = async (id: string, run: number): Promise<void> => {
    try {
      const provider = (await rt.providerOf('eip155')) as Eip1193Provider;
      const status = readCallsStatus(
        await provider.request({ method: 'wallet_getCallsStatus', params: [id] }),
      );
      if (run !== generation) return;
      if (!status) throw new Error('The wallet answered an unknown calls status');
      const caipNetworkId: CaipNetworkId | undefined =
        status.chainId === undefined ? get().callsStatus.caipNetworkId : `eip155:${status.chainId}`;
      set((s) => ({
        ...s,
        callsStatus: {
          id,
          phase: status.phase,
          transactionHashes: status.transactionHashes,
          ...(caipNetworkId ? { caipNetworkId } : {}),
        },
      }));
      if (status.phase === 'pending')
        rt.later(pendingPollMs, () => {
          if (run === generation && shown(id)) void read(id, run);
        });
    } catch (error) {
      if (run !== generation) return;
      rt.options.logger.warn(`The status of the calls ${id} could not be read`, error);
      set((s) => ({ ...s, callsStatus: { ...s.callsStatus, error: errorMessage(error) } }));
    }
  };

  return {
    async showCallsStatus(id) {
      const run = ++generation;
      const network = get().networks.byNamespace.eip155?.caipNetwork;
      const onView = shown(get().callsStatus.id ?? '');
      set((s) => ({
        ...s,
        callsStatus: {
          id,
          phase: 'loading',
          transactionHashes: [],
          ...(network ? { caipNetworkId: network.caipNetworkId } : {}),
        },
      }));
      // A retry from the view reads again without stacking the view.
      if (!onView) modal.showRoute({ view: 'CallsStatus', data: undefined });
      await read(id, run);
    },
  };
}
