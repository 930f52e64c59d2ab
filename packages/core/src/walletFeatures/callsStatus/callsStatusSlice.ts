import type { Slice } from '../../instance/slice.js';
import type { CallsStatusActions } from './callsStatusActions.js';
import { initialCallsStatusState } from './callsStatusState.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    callsStatus: {
      /** Opens the CallsStatus view on the batch `id`; resolves once it is shown (its status is read after). */
      show(id: string): Promise<void>;
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
      actions ??= import('./callsStatusActions.js').then((m) => m.createCallsStatusActions(rt, ports.modal));
      return actions;
    };
    return {
      port: {
        callsStatus: {
          async show(id) {
            const loaded = await load();
            void loaded.showCallsStatus(id);
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
