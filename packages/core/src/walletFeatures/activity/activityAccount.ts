import { selectActiveAccount, selectIsConnected } from '../../connected/account/selectors.js';
import type { PorticoState } from '../../instance/porticoState.js';

/** The address the activity lists are of: the active account's, while it is connected. */
export const connectedAddress = (state: PorticoState) =>
  selectIsConnected(state) ? selectActiveAccount(state)?.address : undefined;
