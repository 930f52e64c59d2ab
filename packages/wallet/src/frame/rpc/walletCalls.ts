import { type CaipNetworkId, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { validateSendCalls } from '@portico/core/adapters';
import { type Hex, isAddress, isHex, numberToHex } from 'viem';
import type { SmartAccountCall, SmartAccounts } from '../smartAccount/smartAccounts.js';
import type { WalletAccess } from '../wallet/walletAccess.js';
import { type EvmTransactionRequest, sendEvmTransaction } from './evmTransaction.js';
import { invalidParams, paramsRuleFailed } from './rpcError.js';
import type { RpcProxy } from './rpcProxy.js';
import type { CallBatches } from './sendCalls.js';

export interface WalletCallsContext {
  wallet: WalletAccess;
  proxy: RpcProxy;
  batches: CallBatches;
  smartAccounts: SmartAccounts;
}

/** EIP-5792 v2's wallet_sendCalls object. */
interface SendCallsRequest {
  id?: unknown;
  chainId?: unknown;
  from?: unknown;
  atomicRequired?: unknown;
  calls?: unknown;
  capabilities?: unknown;
}

/** A capability the dApp requires (not `optional: true`) that this wallet does not serve: 5700. */
function assertCapabilities(capabilities: unknown): void {
  if (capabilities === undefined || capabilities === null) return;
  if (typeof capabilities !== 'object') throw invalidParams('capabilities must be an object');
  for (const [name, value] of Object.entries(capabilities)) {
    const optional =
      typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional;
    if (optional !== true) {
      throw new ProviderRpcError(rpcErrorCodes.unsupportedCapability, `Unsupported capability: ${name}`);
    }
  }
}

/** A request's `from`, when given, must be the account that sends: `own`. */
function assertSender(from: unknown, own: string): void {
  if (from !== undefined && (typeof from !== 'string' || from.toLowerCase() !== own.toLowerCase())) {
    throw invalidParams(`Not this wallet's address: ${String(from)}`);
  }
}

function smartAccountCall(
  call: { to: string; value?: unknown; data?: string },
  index: number,
): SmartAccountCall {
  if (!isAddress(call.to, { strict: false }))
    throw invalidParams(`Send-calls entry ${index} has an invalid 'to'`);
  if (call.value !== undefined && !isHex(call.value)) {
    throw invalidParams(`Send-calls entry ${index} has a 'value' that is not a hex quantity`);
  }
  return {
    to: call.to as Hex,
    ...(call.value === undefined ? {} : { value: BigInt(call.value as Hex) }),
    ...(call.data === undefined ? {} : { data: call.data as Hex }),
  };
}

/**
 * wallet_sendCalls: every entry is checked before the first is sent (§5 send-calls); a smart account sends them
 * atomically in one UserOperation, an EOA one by one — unless the dApp requires atomicity (5760).
 */
export async function sendCalls(context: WalletCallsContext, activeNetwork: CaipNetworkId, params: unknown) {
  const request = ((Array.isArray(params) ? params[0] : undefined) ?? {}) as SendCallsRequest;
  const { calls, chainId, from, atomicRequired } = request;
  try {
    validateSendCalls(calls);
  } catch (error) {
    throw paramsRuleFailed(error);
  }
  if (calls.length === 0) throw invalidParams('wallet_sendCalls needs at least one call');
  if (chainId !== undefined && typeof chainId !== 'string')
    throw invalidParams('chainId must be a hex string');
  const network = chainId === undefined ? activeNetwork : (`eip155:${BigInt(chainId)}` as CaipNetworkId);
  assertCapabilities(request.capabilities);
  const smart = await context.smartAccounts.inUse(network);
  const eoa = (await context.wallet.addresses()).eip155;
  // The account in use sends: an ERC-4337 smart account from its own address.
  const own = smart ? await context.smartAccounts.address(smart) : eoa;
  assertSender(from, own);
  if (smart) return context.batches.sendUserOperation(smart, calls.map(smartAccountCall), request.id);
  if (atomicRequired === true) {
    throw new ProviderRpcError(
      rpcErrorCodes.atomicityNotSupported,
      'This account cannot send calls atomically: switch to a smart account',
    );
  }
  return context.batches.sendTransactions(network, calls, request.id, (call) =>
    sendEvmTransaction(context.wallet, context.proxy, network, {
      ...(call as EvmTransactionRequest),
      from: eoa,
    }),
  );
}

/** wallet_getCapabilities: per asked chain (else the active one), atomic batches and asset discovery. */
export async function capabilities(
  smartAccounts: SmartAccounts,
  activeNetwork: CaipNetworkId,
  params: unknown,
) {
  const requested = Array.isArray(params) ? params[1] : undefined;
  const activeHex = numberToHex(Number(activeNetwork.split(':')[1]));
  const chains = Array.isArray(requested) && requested.length > 0 ? requested : [activeHex];
  const entries = await Promise.all(
    chains.map(async (chain) => {
      if (typeof chain !== 'string' || !isHex(chain))
        throw invalidParams(`Invalid chain id: ${String(chain)}`);
      const smart = await smartAccounts.inUse(`eip155:${BigInt(chain)}` as CaipNetworkId);
      // EIP-5792: 'ready' when the wallet upgrades the account to atomic on its first batch.
      const atomic = !smart ? 'unsupported' : (await smartAccounts.deployed(smart)) ? 'supported' : 'ready';
      return [chain, { atomic: { status: atomic }, assetDiscovery: { supported: true } }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * eth_sendTransaction from a smart account: one call in a UserOperation (sponsored where the project pays); answers
 * the hash of the transaction that included it, as an EOA's send would.
 */
export async function sendFromSmartAccount(
  smartAccounts: SmartAccounts,
  network: NonNullable<Awaited<ReturnType<SmartAccounts['inUse']>>>,
  request: EvmTransactionRequest | undefined,
): Promise<Hex> {
  if (!request || typeof request.to !== 'string') throw invalidParams('The transaction needs a to address');
  const own = await smartAccounts.address(network);
  assertSender(request.from, own);
  const data = request.data ?? request.input;
  if (data !== undefined && !isHex(data)) throw invalidParams('Invalid data');
  const call = smartAccountCall({ to: request.to, value: request.value, ...(data ? { data } : {}) }, 0);
  const hash = await smartAccounts.send(network, [call]);
  return smartAccounts.transactionHash(network, hash);
}
