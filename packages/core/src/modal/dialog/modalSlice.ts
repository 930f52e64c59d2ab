import type { Slice } from '../../instance/slice.js';
import { openRoute } from '../router/openRoute.js';
import { withHistory } from '../router/withHistory.js';
import { createModalActions, type ModalActions } from './modalActions.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    modal: ModalActions;
  }
}

/** The modal and its §2 router: open by the five rules, close, back, navigate, shake. */
export const modalSlice: Slice = {
  name: 'modal',
  initialState: () => ({
    modal: { open: false, loading: false, loadingByNamespace: {}, shake: false },
    router: { view: 'Connect', data: undefined, history: [{ view: 'Connect', data: undefined }] },
  }),
  create({ rt, ports }) {
    const modal = createModalActions(rt);
    const { get, set, options } = rt;
    return {
      port: { modal },
      actions: {
        async open(openOptions) {
          const namespace = openOptions?.namespace;
          const target =
            namespace && namespace !== get().connection.activeNamespace ? rt.networkOf(namespace) : undefined;
          // §2 rule 1: a namespace other than the active one switches network without confirmation.
          if (target) await ports.networks.switchActiveNetwork(target);
          const route = openRoute(openOptions, {
            manualWCControl: options.manualWCControl,
            adapterCount: rt.adapters.size,
            connected: rt.isConnected(get()),
            isMobile: rt.isMobile(),
          });
          set((s) =>
            withHistory({ ...s, modal: { ...s.modal, open: true, uri: openOptions?.uri } }, [route]),
          );
        },
        close: modal.close,
        back: modal.back,
        navigate: modal.navigate,
        shake: modal.shake,
      },
    };
  },
};
