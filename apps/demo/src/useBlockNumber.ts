import { useEffect, useState } from 'react';
import { createClient, http } from 'viem';
import { watchBlockNumber } from 'viem/actions';

/** The chain's latest block number, polled so it follows blocks mined at any time. */
export function useBlockNumber(rpcUrl: string): { blockNumber?: bigint; error?: string } {
  const [state, setState] = useState<{ blockNumber?: bigint; error?: string }>({});
  useEffect(() => {
    const client = createClient({ transport: http(rpcUrl, { retryCount: 0 }) });
    return watchBlockNumber(client, {
      poll: true,
      pollingInterval: 500,
      emitOnBegin: true,
      onBlockNumber: (blockNumber) => setState({ blockNumber }),
      onError: () => setState((previous) => ({ ...previous, error: 'RPC unreachable' })),
    });
  }, [rpcUrl]);
  return state;
}
