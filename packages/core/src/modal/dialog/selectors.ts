import { selectIsConnected } from '../../connected/account/selectors.js';
import type { ResolvedPorticoOptions } from '../../instance/porticoOptions.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { canClose } from '../router/canClose.js';
import { backHistory } from '../router/history.js';

export const selectNamespaceLoading = (state: PorticoState): boolean =>
  !!state.modal.loadingByNamespace[state.connection.activeNamespace];

/** §2: whether Back does something other than close: a previous view, or Account from Connect while connected. */
export const selectCanGoBack = (state: PorticoState): boolean =>
  backHistory(state.router.history, selectIsConnected(state)) !== undefined;

/** §2: whether the modal may close now. */
export const selectCanClose =
  (options: ResolvedPorticoOptions) =>
  (state: PorticoState): boolean =>
    canClose(state.router.view, options.siwx?.getRequired() ?? false, state.siwx.hasSession);
