import { type ChainNamespace, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { classifyEmbeddedRpcMethod } from '@portico/core/adapters';
import { approvalSummary } from '../approval/approvalSummary.js';
import { toCaipNetworkId } from '../chain/activeChain.js';
import type { ApprovalRequest } from '../visitor/visitor.js';
import { type EvmRpcContext, evmRequest } from './evmRpc.js';
import { invalidParams, notAllowed } from './rpcError.js';
import { solanaRequest } from './solanaRpc.js';

export interface RpcRequestPayload {
  method: string;
  params?: unknown;
  chainNamespace?: string;
  chainId?: string | number;
}

/**
 * ERC-7715 session permissions: the frame grants none yet (a session key limited on chain needs an account module it
 * does not have), and says so, naming the method, rather than succeed silently.
 */
const notServed: ReadonlySet<string> = new Set(['wallet_grantPermissions', 'wallet_revokePermissions']);

function notServedError(method: string): ProviderRpcError {
  return new ProviderRpcError(
    rpcErrorCodes.unsupportedMethod,
    `${method} is not supported: this wallet grants no session permissions`,
  );
}

/** Asks the visitor about an unsafe request; resolves only once they approved it in the frame's document. */
export type Approve = (request: Omit<ApprovalRequest, 'origin'>) => Promise<void>;

/**
 * RPC_REQUEST: the method on the request's namespace (eip155 by default) and network (else the active one).
 * The frame's own gate, whatever the page decided: an unknown method is refused, an unsafe one (it signs, sends
 * or grants) runs only after the visitor approved it in the frame, a safe one runs at once.
 */
export async function rpcRequest(
  context: EvmRpcContext,
  request: RpcRequestPayload,
  activeChainId: string,
  approve: Approve,
): Promise<unknown> {
  const { method, params } = request;
  const namespace = (request.chainNamespace ?? 'eip155') as ChainNamespace;
  const caipNetworkId = toCaipNetworkId(request.chainId ?? activeChainId, namespace);
  if (!caipNetworkId.startsWith(`${namespace}:`)) {
    throw invalidParams(`The network ${caipNetworkId} is not on ${namespace}`);
  }
  if (namespace !== 'eip155' && namespace !== 'solana') throw notAllowed();
  const safety = classifyEmbeddedRpcMethod(method);
  if (safety === 'unknown') throw notAllowed();
  // Refused before the visitor is asked: nothing they could approve would be done.
  if (notServed.has(method)) throw notServedError(method);
  if (safety === 'unsafe') {
    const approval = { namespace, caipNetworkId, method, params };
    const sender = () => context.smartAccounts.activeAddress(caipNetworkId);
    await approve({
      ...approval,
      summary: await approvalSummary(approval, context.tokens, sender, context.log),
    });
  }
  if (namespace === 'eip155') return evmRequest(context, caipNetworkId, method, params);
  return solanaRequest(context.wallet, context.proxy, caipNetworkId, method, params);
}
