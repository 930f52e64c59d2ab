import type { CaipNetworkId } from '@portico/core';
import { classifyEmbeddedRpcMethod } from '@portico/core/adapters';
import { bytesToHex, type Hex, isHex, numberToHex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
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
      return [(await wallet.addresses()).eip155];
    case 'eth_chainId':
      return chainHex;
    case 'personal_sign': {
      const own = (await wallet.addresses()).eip155;
      const [first, second] = list(params);
      // Some dApps send the legacy order [address, message].
      const reversed =
        typeof first === 'string' && first.toLowerCase() === own.toLowerCase() && first !== second;
      const [message, address] = reversed ? [second, first] : [first, second];
      assertOwnAddress(address, own);
      if (typeof message !== 'string') throw invalidParams('personal_sign needs a message');
      return signer(wallet)((account) =>
        account.signMessage({ message: isHex(message) ? { raw: message } : message }),
      );
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = list(params);
      assertOwnAddress(address, (await wallet.addresses()).eip155);
      const definition = (
        typeof typedData === 'string' ? JSON.parse(typedData) : typedData
      ) as TypedDataDefinition;
      if (typeof definition !== 'object' || definition === null) throw invalidParams('Invalid typed data');
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
