import type { CaipNetworkId } from '@portico/core';
import { validateFeeModel } from '@portico/core/adapters';
import { bytesToHex, type Hex, isAddress, isHex, type TransactionSerializable } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { WalletAccess } from '../wallet/walletAccess.js';
import { evmClient } from './evmClient.js';
import { invalidParams, paramsRuleFailed } from './rpcError.js';
import type { RpcProxy } from './rpcProxy.js';

/** eth_sendTransaction's object, as dApps send it (quantities in hex). */
export interface EvmTransactionRequest {
  from?: string;
  to?: string;
  value?: string;
  data?: string;
  input?: string;
  gas?: string;
  nonce?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
}

const quantity = (value: string | undefined, field: string): bigint | undefined => {
  if (value === undefined) return undefined;
  if (!isHex(value)) throw invalidParams(`Invalid ${field}: ${value}`);
  return BigInt(value);
};

/**
 * Fills nonce, gas and EIP-1559 fees through the proxy, signs with the wallet's key (held only while signing)
 * and sends the raw transaction through the proxy: the transaction hash.
 */
export async function sendEvmTransaction(
  wallet: WalletAccess,
  proxy: RpcProxy,
  caipNetworkId: CaipNetworkId,
  request: EvmTransactionRequest,
): Promise<Hex> {
  const { eip155: address } = await wallet.addresses();
  if (request.from !== undefined && request.from.toLowerCase() !== address.toLowerCase()) {
    throw invalidParams(`The transaction is not from this wallet: ${request.from}`);
  }
  if (request.to !== undefined && !isAddress(request.to, { strict: false })) {
    throw invalidParams(`Invalid to: ${request.to}`);
  }
  const data = request.data ?? request.input;
  if (data !== undefined && !isHex(data)) throw invalidParams('Invalid data');
  const nonce = quantity(request.nonce, 'nonce');
  const fees = {
    gasPrice: quantity(request.gasPrice, 'gasPrice'),
    maxFeePerGas: quantity(request.maxFeePerGas, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(request.maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
  };
  // §5 fee-model: a mixed fee model is refused before anything is filled or signed.
  try {
    validateFeeModel(fees);
  } catch (error) {
    throw paramsRuleFailed(error);
  }
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fees;
  const client = evmClient(proxy, caipNetworkId);
  const prepared = await client.prepareTransactionRequest({
    account: address,
    chain: null,
    to: request.to as Hex | undefined,
    value: quantity(request.value, 'value'),
    data,
    gas: quantity(request.gas, 'gas'),
    ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
    ...(gasPrice === undefined ? { maxFeePerGas, maxPriorityFeePerGas } : { gasPrice }),
  });
  const signed = await wallet.withKeys((keys) =>
    privateKeyToAccount(bytesToHex(keys.evmPrivateKey)).signTransaction(prepared as TransactionSerializable),
  );
  return client.sendRawTransaction({ serializedTransaction: signed });
}
