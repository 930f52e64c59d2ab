import { type CaipNetworkId, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { cloudRpcUrl } from '@portico/core/adapters';
import type { CloudTarget } from '../cloud/cloudApi.js';

/** JSON-RPC through the cloud's proxy (`POST <cloudUrl>/v1?chainId&projectId&st&sv`). */
export class RpcProxy {
  private nextId = 1;

  constructor(
    private readonly target: CloudTarget,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async call<T>(caipNetworkId: CaipNetworkId, method: string, params: unknown = []): Promise<T> {
    const response = await this.fetcher(cloudRpcUrl(this.target, caipNetworkId), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
    });
    if (!response.ok)
      throw new ProviderRpcError(rpcErrorCodes.internalError, `HTTP status code: ${response.status}`);
    const answer = (await response.json()) as { result?: T; error?: { code?: number; message?: string } };
    if (answer.error) {
      const { code, message } = answer.error;
      throw new ProviderRpcError(code ?? rpcErrorCodes.internalError, message ?? 'Unknown error');
    }
    return answer.result as T;
  }
}
