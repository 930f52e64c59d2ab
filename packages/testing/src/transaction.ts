import { ProviderRpcError } from '@portico/core';
import { createWalletClient, defineChain, type Hex, hexToBigInt, http, type LocalAccount } from 'viem';
import { requireOwnAddress } from './signing.js';
import type { TestWalletChain } from './types.js';

type RpcTransaction = Partial<
  Record<
    'from' | 'to' | 'data' | 'value' | 'gas' | 'nonce' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas',
    Hex
  >
>;

function quantity(value: Hex | undefined): bigint | undefined {
  return value === undefined ? undefined : hexToBigInt(value);
}

/**
 * eth_sendTransaction: fills nonce, gas and fees from the chain, signs with the wallet's key and
 * sends the raw transaction to the chain's RPC. Resolves with the transaction hash.
 */
export function sendTransaction(
  account: LocalAccount,
  chain: TestWalletChain,
  params: unknown,
): Promise<Hex> {
  const [transaction] = Array.isArray(params) ? (params as RpcTransaction[]) : [];
  if (typeof transaction !== 'object' || transaction === null) {
    throw new ProviderRpcError(-32602, 'eth_sendTransaction expects [transaction]');
  }
  requireOwnAddress(account, transaction.from ?? account.address);
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name ?? `Chain ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  });
  const nonce = quantity(transaction.nonce);
  const fees =
    transaction.gasPrice !== undefined
      ? { gasPrice: hexToBigInt(transaction.gasPrice) }
      : {
          maxFeePerGas: quantity(transaction.maxFeePerGas),
          maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
        };
  return client.sendTransaction({
    to: transaction.to,
    data: transaction.data,
    value: quantity(transaction.value),
    gas: quantity(transaction.gas),
    nonce: nonce === undefined ? undefined : Number(nonce),
    ...fees,
  });
}
