import type { PorticoState } from '../../instance/porticoState.js';
import type { Route } from '../dialog/types.js';

export function withHistory(state: PorticoState, history: readonly Route[]): PorticoState {
  // The history is never empty: open, close and back always leave one view.
  const current = history[history.length - 1] as Route;
  return { ...state, router: { view: current.view, data: current.data, history } };
}
