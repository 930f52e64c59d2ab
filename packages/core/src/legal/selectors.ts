import type { PorticoState } from '../portico/types.js';

/** §9 legal checkbox: while it is shown and not ticked, nothing connects. */
export const selectConnectLocked = (state: PorticoState): boolean =>
  state.features.legalCheckbox && !state.legal.accepted;
