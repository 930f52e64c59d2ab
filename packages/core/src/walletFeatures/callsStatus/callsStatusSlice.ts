import type { Slice } from '../../instance/slice.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import { callsIdOf } from './callsId.js';
import type { CallsStatusActions } from './callsStatusActions.js';
import { initialCallsStatusState } from './callsStatusState.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    callsStatus: {
      /**
       * A page's `wallet_showCallsStatus` (`params` `[id]`): opens the CallsStatus view on the batch and resolves
       * once it is shown (its status is read after); other params reject with -32602.
       */
      show(params: unknown): Promise<void>;
    };
  }
}

/** EIP-5792 `wallet_showCallsStatus`: the CallsStatus view and its data, loaded on first use. */
export const callsStatusSlice: Slice = {
  name: 'callsStatus',
  initialState: () => ({ callsStatus: initialCallsStatusState }),
  create({ rt, ports }) {
    let actions: Promise<CallsStatusActions> | undefined;
    const load = () => {
      actions ??= import('./callsStatusActions.js').then((m) =>
        m.createCallsStatusActions({ rt, modal: ports.modal, errorMessage }),
      );
      return actions;
    };
    return {
      port: {
        callsStatus: {
          async show(params) {
            const id = callsIdOf(params);
            void (await load()).showCallsStatus(id);
          },
        },
      },
      actions: {
        async showCallsStatus(id) {
          await (await load()).showCallsStatus(id);
        },
      },
    };
  },
};
