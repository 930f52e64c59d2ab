import { type ConnectedWalletInfo, selectActiveAccount } from '@portico/core';
import { usePorticoState } from './usePorticoState.js';

/** The connected wallet's name and icon in the active namespace. */
export function useWalletInfo(): { walletInfo: ConnectedWalletInfo | undefined } {
  const walletInfo = usePorticoState((state) => selectActiveAccount(state)?.connectedWalletInfo);
  return { walletInfo };
}
