import type { ChainNamespace } from '@portico/core';
import { toCaipNetworkId } from '../chain/activeChain.js';
import { type EvmRpcContext, evmRequest } from './evmRpc.js';
import { invalidParams, notAllowed } from './rpcError.js';
import { solanaRequest } from './solanaRpc.js';

export interface RpcRequestPayload {
  method: string;
  params?: unknown;
  chainNamespace?: string;
  chainId?: string | number;
}

/** RPC_REQUEST: the method on the request's namespace (eip155 by default) and network (else the active one). */
export function rpcRequest(
  context: EvmRpcContext,
  request: RpcRequestPayload,
  activeChainId: string,
): Promise<unknown> {
  const namespace = (request.chainNamespace ?? 'eip155') as ChainNamespace;
  const caipNetworkId = toCaipNetworkId(request.chainId ?? activeChainId, namespace);
  if (!caipNetworkId.startsWith(`${namespace}:`)) {
    return Promise.reject(invalidParams(`The network ${caipNetworkId} is not on ${namespace}`));
  }
  if (namespace === 'eip155') return evmRequest(context, caipNetworkId, request.method, request.params);
  if (namespace === 'solana') {
    return solanaRequest(context.wallet, context.proxy, caipNetworkId, request.method, request.params);
  }
  return Promise.reject(notAllowed());
}
