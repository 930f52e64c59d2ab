import type { CaipNetworkId, Network } from '@portico/core';
import { useCallback, useState } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';

export interface UseSwitchNetworkResult {
  /**
   * Switches without any view (§4 network changes): asks the wallet when connected in that namespace, otherwise
   * only sets the active network. Rejects as the wallet does ('Chain is not supported', a refusal).
   */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>;
  /** A switch is under way. */
  isPending: boolean;
  /** The last switch's failure, cleared by the next switch. */
  error: Error | undefined;
}

/** Switching the active network from a dApp's own menu, without the modal's SwitchNetwork view. */
export function useSwitchNetwork(): UseSwitchNetworkResult {
  const portico = usePorticoInstance();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<Error>();
  const switchNetwork = useCallback(
    async (network: Network | CaipNetworkId) => {
      setPending(true);
      setError(undefined);
      try {
        await portico.switchActiveNetwork(network);
      } catch (failure) {
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        throw failure;
      } finally {
        setPending(false);
      }
    },
    [portico],
  );
  return { switchNetwork, isPending, error };
}
