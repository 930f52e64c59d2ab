import { createAllWalletsSelector, type WalletRow } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

/** Core's AllWallets rows: connector rows, then the registry pages or the search results. */
export function useAllWalletRows(): WalletRow[] {
  const { options } = usePorticoInstance();
  return usePorticoState(useMemo(() => createAllWalletsSelector(options), [options]));
}
