import type { TokenBalance } from '@portico/core';
import { numberToHex } from 'viem';
import type { CloudApi } from '../cloud/cloudApi.js';
import { invalidParams } from './rpcError.js';

/** §3 Asset of wallet_getAssets (EIP-7811). */
export interface Asset {
  address: string;
  balance: string;
  type: 'NATIVE' | 'ERC20';
  metadata: {
    name: string;
    symbol: string;
    decimals: number;
    price?: number;
    iconUrl?: string;
    value?: number;
  };
}

/** The smallest units of an exact decimal quantity: '1.5' with 6 decimals is 1500000n. */
function unitsOf(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.split('.');
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > decimals) {
    throw new Error(`Invalid token quantity: ${numeric}`);
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

function assetOf(balance: TokenBalance): Asset {
  return {
    address: balance.address ?? 'native',
    balance: numberToHex(unitsOf(balance.quantity.numeric, balance.decimals)),
    type: balance.address === undefined ? 'NATIVE' : 'ERC20',
    metadata: {
      name: balance.name,
      symbol: balance.symbol,
      decimals: balance.decimals,
      ...(balance.price === undefined ? {} : { price: balance.price }),
      ...(balance.iconUrl === undefined ? {} : { iconUrl: balance.iconUrl }),
      ...(balance.value === undefined ? {} : { value: balance.value }),
    },
  };
}

/** wallet_getAssets `[{ account, chainFilter }]` from the cloud's balance route, per hex chain id. */
export async function walletAssets(
  api: CloudApi,
  params: unknown,
  fallbackChain: string,
): Promise<Record<string, Asset[]>> {
  const [request] = Array.isArray(params) ? params : [];
  const { account, chainFilter } = (request ?? {}) as { account?: unknown; chainFilter?: unknown };
  if (typeof account !== 'string') throw invalidParams('wallet_getAssets needs an account');
  const chains = Array.isArray(chainFilter) && chainFilter.length > 0 ? chainFilter : [fallbackChain];
  const entries = await Promise.all(
    chains.map(async (chain) => {
      if (typeof chain !== 'string' || !/^0x[0-9a-f]+$/i.test(chain))
        throw invalidParams(`Invalid chain: ${chain}`);
      const { balances } = await api.request<{ balances: TokenBalance[] }>(
        `/v1/account/${encodeURIComponent(account)}/balance`,
        { query: { currency: 'usd', chainId: `eip155:${BigInt(chain)}` } },
      );
      return [chain, balances.map(assetOf)] as const;
    }),
  );
  return Object.fromEntries(entries);
}
