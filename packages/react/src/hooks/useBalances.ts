import { selectTokenBalanceLoading, selectTokenRows, selectTokenTotal, type TokenRow } from '@portico/core';
import { useCallback } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseBalancesResult {
  /** The active account's tokens as the Account view's Tokens tab shows them (§5 figures, formatted). */
  tokens: readonly TokenRow[];
  /** Their total value in dollars and pennies. */
  total: string;
  loading: boolean;
  /** Reads the balances again, past the 30 s cache. */
  refresh(): Promise<void>;
}

/** The active account's token balances (native coin and tokens); see `useAccount` for the native balance alone. */
export function useBalances(): UseBalancesResult {
  const portico = usePorticoInstance();
  const tokens = usePorticoState(selectTokenRows);
  const total = usePorticoState(selectTokenTotal);
  const loading = usePorticoState(selectTokenBalanceLoading);
  const refresh = useCallback(() => portico.refreshTokenBalances(), [portico]);
  return { tokens, total, loading, refresh };
}
