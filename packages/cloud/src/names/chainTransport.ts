import { custom } from 'viem';
import type { ChainRpc } from '../rpc/chainRpc.js';
import { isRpcErrorResponse } from '../rpc/jsonRpc.js';

/** A node's JSON-RPC error, thrown as EIP-1193 providers throw it so viem decodes reverts from `data`. */
class ChainRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/**
 * A viem transport over the proxy's upstream client: the chain's configured upstreams with the §7 retry
 * and failover rules. viem's own retries are off; an upstream failure rejects with the `UpstreamError`.
 */
export function chainTransport(chain: ChainRpc) {
  return custom(
    {
      async request({ method, params }) {
        const [answer] = await chain.send([{ jsonrpc: '2.0', id: 1, method, params }]);
        if (answer === undefined) throw new ChainRpcError(`${method} gave no answer`, -32603, undefined);
        if (isRpcErrorResponse(answer)) {
          throw new ChainRpcError(answer.error.message, answer.error.code, answer.error.data);
        }
        return answer.result;
      },
    },
    { retryCount: 0 },
  );
}
