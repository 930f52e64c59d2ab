import { useEffect, useState } from 'react';

/** A Solana cluster's current slot (`getSlot`), polled so it follows the chain's clock. */
export function useSlot(rpcUrl: string): { slot?: number; error?: string } {
  const [state, setState] = useState<{ slot?: number; error?: string }>({});
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
        });
        const { result } = (await response.json()) as { result?: number };
        if (!stopped && typeof result === 'number') setState({ slot: result });
      } catch (error) {
        if (!stopped) setState((previous) => ({ ...previous, error: 'RPC unreachable' }));
        console.warn(`getSlot on ${rpcUrl} failed`, error);
      }
    };
    void poll();
    const timer = setInterval(poll, 500);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [rpcUrl]);
  return state;
}
