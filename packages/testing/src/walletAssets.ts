import { ProviderRpcError } from '@portico/core';
import { type Address, createPublicClient, erc20Abi, type Hex, http, numberToHex } from 'viem';
import type { TestWalletChain } from './types.js';

/** An asset as EIP-7811's wallet_getAssets answers it. */
export interface WalletAsset {
  address: Address | 'native';
  balance: Hex;
  type: 'native' | 'erc20';
  metadata: { name: string; symbol: string; decimals: number };
}

/** EIP-5792 capabilities: asset discovery (EIP-7811) on every chain the wallet knows. */
export function assetCapabilities(
  chains: readonly TestWalletChain[],
): Record<Hex, { assetDiscovery: { supported: true } }> {
  return Object.fromEntries(
    chains.map(({ chainId }) => [numberToHex(chainId), { assetDiscovery: { supported: true } }]),
  );
}

/**
 * EIP-7811 wallet_getAssets, read from the chains as a wallet with asset discovery would: the native coin and the
 * ERC-20 tokens it tracks (`tokens` per chain id), for `account` on the chains of `chainFilter` (all by default).
 */
export async function getAssets(
  params: unknown,
  chains: readonly TestWalletChain[],
  tokens: Readonly<Record<number, readonly Address[]>>,
): Promise<Record<Hex, WalletAsset[]>> {
  const [request] = Array.isArray(params) ? params : [];
  const { account, chainFilter } = (request ?? {}) as { account?: Address; chainFilter?: Hex[] };
  if (typeof account !== 'string')
    throw new ProviderRpcError(-32602, 'wallet_getAssets expects [{ account }]');
  const wanted = chains.filter(({ chainId }) => !chainFilter || chainFilter.includes(numberToHex(chainId)));
  const entries = await Promise.all(
    wanted.map(async ({ chainId, rpcUrl }) => {
      const client = createPublicClient({ transport: http(rpcUrl) });
      const native: WalletAsset = {
        address: 'native',
        balance: numberToHex(await client.getBalance({ address: account })),
        type: 'native',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      };
      const erc20 = await Promise.all(
        (tokens[chainId] ?? []).map(async (address): Promise<WalletAsset> => {
          const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
            client.readContract({ address, abi: erc20Abi, functionName }) as Promise<T>;
          const [balance, name, symbol, decimals] = await Promise.all([
            client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
            read<string>('name'),
            read<string>('symbol'),
            read<number>('decimals'),
          ]);
          return {
            address,
            balance: numberToHex(balance),
            type: 'erc20',
            metadata: { name, symbol, decimals },
          };
        }),
      );
      return [numberToHex(chainId), [native, ...erc20]] as [Hex, WalletAsset[]];
    }),
  );
  return Object.fromEntries(entries) as Record<Hex, WalletAsset[]>;
}
