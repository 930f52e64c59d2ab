import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';

export function withLoading(state: PorticoState, namespace: ChainNamespace, loading: boolean): PorticoState {
  const loadingByNamespace = { ...state.modal.loadingByNamespace, [namespace]: loading };
  return {
    ...state,
    modal: { ...state.modal, loadingByNamespace, loading: Object.values(loadingByNamespace).some(Boolean) },
  };
}
