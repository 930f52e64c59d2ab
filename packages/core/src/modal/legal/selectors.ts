import type { PorticoState } from '../../instance/porticoState.js';

/** §9 legal checkbox: while it is shown and not ticked, nothing connects. */
export const selectConnectLocked = (state: PorticoState): boolean =>
  state.features.legalCheckbox && !state.legal.accepted;
