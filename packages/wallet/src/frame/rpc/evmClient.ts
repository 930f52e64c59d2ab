import type { CaipNetworkId } from '@portico/core';
import { createPublicClient, custom, type PublicClient } from 'viem';
import type { RpcProxy } from './rpcProxy.js';

/** A viem client whose every read goes through the cloud's RPC proxy for one network. */
export function evmClient(proxy: RpcProxy, caipNetworkId: CaipNetworkId): PublicClient {
  return createPublicClient({
    transport: custom({ request: ({ method, params }) => proxy.call(caipNetworkId, method, params) }),
  });
}
