import type { PorticoState } from '../../instance/porticoState.js';
import { selectSignInKey } from './signInKey.js';

/**
 * §2 closing is disabled on SIWXSignMessage, and on ApproveTransaction (an embedded wallet signing the message),
 * while sign-in is required and the connected account has no session.
 */
export const selectCloseDisabled = (state: PorticoState): boolean =>
  state.siwx.required &&
  state.siwx.status !== 'authenticated' &&
  selectSignInKey(state) !== undefined &&
  (state.router.view === 'SIWXSignMessage' || state.router.view === 'ApproveTransaction');
