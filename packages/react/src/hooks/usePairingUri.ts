import { selectCanPairWalletConnect, selectWalletConnectUri } from '@portico/core';
import { useCallback } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UsePairingUriResult {
  /** The WalletConnect pairing URI to show as a QR code, while a pairing waits for the wallet. */
  uri: string | undefined;
  /** Whether a WalletConnect connector serves the active namespace. */
  canPair: boolean;
  /** Starts pairing (or joins the pairing under way); the URI arrives in `uri`, the session as a connection. */
  pair(): Promise<void>;
}

/** The WalletConnect pairing for a dApp's own QR code. */
export function usePairingUri(): UsePairingUriResult {
  const portico = usePorticoInstance();
  const uri = usePorticoState(selectWalletConnectUri);
  const canPair = usePorticoState(selectCanPairWalletConnect);
  const pair = useCallback(() => portico.connectWalletConnect(), [portico]);
  return { uri, canPair, pair };
}
