import type { AccountState, PorticoState } from '@portico/core';

/** The account of the active network's namespace. */
export function selectActiveAccount(state: PorticoState): AccountState | undefined {
  return state.accounts[state.connection.activeNamespace];
}
