import type { CaipNetworkId } from '@portico/core';
import { classifyEmbeddedRpcMethod } from '@portico/core/adapters';
import { bytesToHex, type Hex, isHex, numberToHex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { FrameLog } from '../app/frameLog.js';
import type { TrustedTokens } from '../approval/trustedTokens.js';
import type { CloudApi } from '../cloud/cloudApi.js';
import type { SmartAccounts } from '../smartAccount/smartAccounts.js';
import type { WalletAccess } from '../wallet/walletAccess.js';
import { type EvmTransactionRequest, sendEvmTransaction } from './evmTransaction.js';
import { invalidParams, notAllowed } from './rpcError.js';
import type { RpcProxy } from './rpcProxy.js';
import type { CallBatches } from './sendCalls.js';
import { walletAssets } from './walletAssets.js';
import { capabilities, sendCalls, sendFromSmartAccount } from './walletCalls.js';

export interface EvmRpcContext {
  wallet: WalletAccess;
  proxy: RpcProxy;
  api: CloudApi;
  batches: CallBatches;
  smartAccounts: SmartAccounts;
  /** The frame's cloud's token list of a network, for the approvals' summaries. */
  tokens: (caipNetworkId: CaipNetworkId) => Promise<TrustedTokens>;
  log: FrameLog;
}

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : []);

function assertOwnAddress(candidate: unknown, own: Hex): void {
  if (typeof candidate !== 'string' || candidate.toLowerCase() !== own.toLowerCase()) {
    throw invalidParams(`Not this wallet's address: ${String(candidate)}`);
  }
}

function signer(wallet: WalletAccess) {
  return <T>(use: (account: ReturnType<typeof privateKeyToAccount>) => Promise<T>) =>
    wallet.withKeys((keys) => use(privateKeyToAccount(bytesToHex(keys.evmPrivateKey))));
}

/**
 * Who signs messages on a network: an ERC-4337 smart account in use signs as itself (its own address; ERC-1271 /
 * ERC-6492); otherwise the EOA, whose signatures a delegating EOA's Simple7702Account accepts as they are.
 */
async function signingAccount(smartAccounts: SmartAccounts, caipNetworkId: CaipNetworkId) {
  const smart = await smartAccounts.inUse(caipNetworkId);
  const own = await smartAccounts.activeAddress(caipNetworkId);
  return { own, erc4337: smart?.kind === 'erc4337' ? smart : undefined };
}

/** The eip155 methods of the embedded wallet; anything else unsafe or unknown is refused. */
export async function evmRequest(
  context: EvmRpcContext,
  caipNetworkId: CaipNetworkId,
  method: string,
  params: unknown,
): Promise<unknown> {
  const { wallet, proxy, api, batches, smartAccounts } = context;
  const chainHex = numberToHex(Number(caipNetworkId.split(':')[1]));
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      // The account in use: an ERC-4337 smart account answers with its own address, the EOA (or a delegating EOA)
      // with the EOA's.
      return [await smartAccounts.activeAddress(caipNetworkId)];
    case 'eth_chainId':
      return chainHex;
    case 'personal_sign': {
      const { own, erc4337 } = await signingAccount(smartAccounts, caipNetworkId);
      const [first, second] = list(params);
      // Some dApps send the legacy order [address, message].
      const reversed =
        typeof first === 'string' && first.toLowerCase() === own.toLowerCase() && first !== second;
      const [message, address] = reversed ? [second, first] : [first, second];
      assertOwnAddress(address, own);
      if (typeof message !== 'string') throw invalidParams('personal_sign needs a message');
      const signed = isHex(message) ? { raw: message } : message;
      if (erc4337) return smartAccounts.signMessage(erc4337, signed);
      return signer(wallet)((account) => account.signMessage({ message: signed }));
    }
    case 'eth_signTypedData_v4': {
      const { own, erc4337 } = await signingAccount(smartAccounts, caipNetworkId);
      const [address, typedData] = list(params);
      assertOwnAddress(address, own);
      const definition = (
        typeof typedData === 'string' ? JSON.parse(typedData) : typedData
      ) as TypedDataDefinition;
      if (typeof definition !== 'object' || definition === null) throw invalidParams('Invalid typed data');
      if (erc4337) return smartAccounts.signTypedData(erc4337, definition);
      return signer(wallet)((account) => account.signTypedData(definition));
    }
    case 'eth_sendTransaction': {
      const request = list(params)[0] as EvmTransactionRequest | undefined;
      const smart = await smartAccounts.inUse(caipNetworkId);
      if (smart) return sendFromSmartAccount(smartAccounts, smart, request);
      return sendEvmTransaction(wallet, proxy, caipNetworkId, request as EvmTransactionRequest);
    }
    case 'wallet_sendCalls':
      return sendCalls(context, caipNetworkId, params);
    case 'wallet_getCallsStatus':
      return batches.status(list(params)[0], proxy);
    case 'wallet_getCapabilities':
      return capabilities(smartAccounts, caipNetworkId, params);
    case 'wallet_getAssets':
      return walletAssets(api, params, chainHex);
    default:
      // The reads of core's §5 list (the frame checks them itself, whatever the page decided) and a transaction
      // someone already signed, which the page's gate asked the visitor about: forwarded as they are.
      if (classifyEmbeddedRpcMethod(method) === 'safe' || method === 'eth_sendRawTransaction') {
        return proxy.call(caipNetworkId, method, params ?? []);
      }
      throw notAllowed();
  }
}
