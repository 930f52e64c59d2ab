import type { ChainRpc } from '../rpc/chainRpc.js';
import { isRpcErrorResponse } from '../rpc/jsonRpc.js';

/** An EVM chain's reads, each call's answer or an Error naming the method that failed. */
export interface EvmReader {
  /** Sends the calls as one batch; each result in order, or the first error. */
  batch(calls: readonly { method: string; params: unknown[] }[]): Promise<unknown[]>;
  call(method: string, params: unknown[]): Promise<unknown>;
  /** Like `batch`, but a call the node answered with an error gives that Error in its place. */
  batchSettled(calls: readonly { method: string; params: unknown[] }[]): Promise<(unknown | Error)[]>;
}

export function createEvmReader(chain: ChainRpc): EvmReader {
  async function batchSettled(calls: readonly { method: string; params: unknown[] }[]) {
    if (calls.length === 0) return [];
    const answers = await chain.send(
      calls.map(({ method, params }, id) => ({ jsonrpc: '2.0', id, method, params })),
    );
    return answers.map((answer, index) =>
      isRpcErrorResponse(answer)
        ? new Error(`${calls[index]?.method} failed: ${answer.error.message} (${answer.error.code})`)
        : answer.result,
    );
  }
  async function batch(calls: readonly { method: string; params: unknown[] }[]) {
    const results = await batchSettled(calls);
    const failed = results.find((result) => result instanceof Error);
    if (failed !== undefined) throw failed;
    return results;
  }
  return { batch, batchSettled, call: async (method, params) => (await batch([{ method, params }]))[0] };
}
