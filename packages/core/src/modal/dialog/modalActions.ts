import type { Runtime } from '../../instance/runtime.js';
import { constants } from '../../shared/constants.js';
import { backHistory, closedHistory, pushRoute } from '../router/history.js';
import { withHistory } from '../router/withHistory.js';
import type { ModalApi } from './modalApi.js';
import type { Route } from './types.js';

export interface ModalActions extends Omit<ModalApi, 'open'> {
  /** Shows a view: pushed onto the history when the modal is open, else the modal opens on it alone. */
  showRoute(route: Route): void;
  /** Back to the previous view when there is one, otherwise close (§2 back without Connect's special case). */
  leave(): void;
  /** Closing does nothing while `holds()` is true (§2: sign-in required and no session). */
  holdOpen(holds: () => boolean): void;
  /** Calls `listener` once, when the modal next closes; returns the way to stop listening. */
  onClose(listener: () => void): () => void;
}

/** §2 router and the modal flags: showing views, back, close (unless disabled) and the 500 ms shake. */
export function createModalActions(rt: Runtime): ModalActions {
  const { get, set, options } = rt;
  const closeListeners = new Set<() => void>();
  const holds: (() => boolean)[] = [];

  const close = () => {
    if (holds.some((held) => held())) return;
    set((s) =>
      withHistory(
        {
          ...s,
          modal: { ...s.modal, open: false, loading: false, loadingByNamespace: {}, uri: undefined },
          networks: { ...s.networks, switchingNamespace: false },
        },
        closedHistory(options.embedded, rt.isConnected(s)),
      ),
    );
    const listeners = [...closeListeners];
    closeListeners.clear();
    for (const listener of listeners) listener();
  };

  return {
    close,
    back() {
      const history = backHistory(get().router.history, rt.isConnected(get()));
      if (history) set((s) => withHistory(s, history));
      else close();
    },
    leave() {
      const { history } = get().router;
      if (history.length > 1) set((s) => withHistory(s, history.slice(0, -1)));
      else close();
    },
    navigate(view, ...[data, navigateOptions]) {
      set((s) =>
        withHistory(s, pushRoute(s.router.history, { view, data } as Route, navigateOptions?.replace)),
      );
    },
    showRoute(route) {
      set((state) =>
        withHistory(
          { ...state, modal: { ...state.modal, open: true } },
          state.modal.open ? pushRoute(state.router.history, route) : [route],
        ),
      );
    },
    shake() {
      set((state) => ({ ...state, modal: { ...state.modal, shake: true } }));
      rt.later(constants.modal.shakeMs, () =>
        set((state) => ({ ...state, modal: { ...state.modal, shake: false } })),
      );
    },
    holdOpen(held) {
      holds.push(held);
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
  };
}
