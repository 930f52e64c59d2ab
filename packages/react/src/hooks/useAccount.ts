import {
  type CaipAddress,
  type ChainNamespace,
  type ConnectionStatus,
  selectDisplayBalance,
} from '@portico/core';
import { usePorticoState } from './usePorticoState.js';

export interface UseAccountResult {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  status: ConnectionStatus;
  isConnected: boolean;
  /** The raw decimal balance in the network's native currency (format it with `formatBalance`). */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  /** The balance as the modal shows it (§5): rounded down to 3 decimals, 0.00 on a testnet or unsupported chain. */
  displayBalance: string;
}

/** The account of a namespace, the active one by default. */
export function useAccount(options: { namespace?: ChainNamespace } = {}): UseAccountResult {
  const account = usePorticoState(
    (state) => state.accounts[options.namespace ?? state.connection.activeNamespace],
  );
  const displayBalance = usePorticoState((state) => selectDisplayBalance(state, options.namespace));
  const status = account?.status ?? 'disconnected';
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    status,
    isConnected: status === 'connected',
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    displayBalance,
  };
}
