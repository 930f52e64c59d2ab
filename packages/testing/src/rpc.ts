import { ProviderRpcError } from '@portico/core';
import { getHttpRpcClient } from 'viem/utils';

/** Sends one JSON-RPC request to a chain's node and returns its result, or throws the node's error. */
export async function forwardToRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await getHttpRpcClient(rpcUrl).request({ body: { method, params: params ?? [] } });
  if ('error' in response && response.error) {
    const { code, message, data } = response.error as { code: number; message: string; data?: unknown };
    throw new ProviderRpcError(code, message, { data });
  }
  return 'result' in response ? response.result : null;
}
