import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { isSupported } from '../activeNetwork/networkUpdates.js';
import { displayBalance } from './balancePolicy.js';
import type { AccountState } from './types.js';

export const selectActiveAccount = (state: PorticoState): AccountState | undefined =>
  state.accounts[state.connection.activeNamespace];

export const selectIsConnected = (state: PorticoState): boolean => {
  const account = selectActiveAccount(state);
  return account?.status === 'connected' && !!account.address;
};

/**
 * A namespace's balance as shown (§5), the active namespace's by default: rounded down to 3 decimals, 0.00 on a
 * testnet or an unsupported chain.
 */
export const selectDisplayBalance = (
  state: PorticoState,
  namespace: ChainNamespace = state.connection.activeNamespace,
): string => {
  const network = state.networks.byNamespace[namespace]?.caipNetwork ?? state.networks.activeCaipNetwork;
  return displayBalance(state.accounts[namespace]?.balance, network, isSupported(state, network));
};
