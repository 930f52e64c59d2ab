import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { ConnectionStatus } from '../connection/connectionStatus.js';
import type { AccountState } from './types.js';

export function withAccount(
  state: PorticoState,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): PorticoState {
  const account = state.accounts[namespace];
  return account
    ? { ...state, accounts: { ...state.accounts, [namespace]: { ...account, ...patch } } }
    : state;
}

export function withStatus(
  state: PorticoState,
  namespace: ChainNamespace,
  status: ConnectionStatus,
): PorticoState {
  return withAccount(state, namespace, { status });
}
