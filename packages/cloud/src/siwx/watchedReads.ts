import type { ChainRpc } from '../rpc/chainRpc.js';
import { isRpcErrorResponse, type JsonRpcError } from '../rpc/jsonRpc.js';

/** A node's answer that the call reverted: EIP-1474's code 3 (with the revert data), or a node's own wording. */
const isRevert = (error: JsonRpcError) => error.code === 3 || /revert/i.test(error.message);

/** The chain's reads of one signature check, and the first failure among them, if any. */
export interface WatchedReads {
  chain: ChainRpc;
  /**
   * The first read the chain gave no answer to: its upstreams could not be reached or failed (the rejection), or
   * a node answered an error that is not a revert (the JSON-RPC error). A revert is the chain's answer.
   */
  failure(): unknown;
}

/**
 * Watches the reads of one signature check on `chain`. viem's `verifyHash` takes any failed call for an invalid
 * signature; the verifier asks `failure` to tell a chain that said no from one that could not be read.
 */
export function watchReads(chain: ChainRpc): WatchedReads {
  let failure: unknown;
  return {
    chain: {
      async send(calls) {
        try {
          const answers = await chain.send(calls);
          for (const answer of answers) {
            if (isRpcErrorResponse(answer) && !isRevert(answer.error)) failure ??= answer.error;
          }
          return answers;
        } catch (error) {
          failure ??= error;
          throw error;
        }
      },
      close: () => chain.close(),
    },
    failure: () => failure,
  };
}
