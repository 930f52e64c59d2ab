import type { SwapTokensResponse } from '@portico/core/wire';
import { swapNativeTokenAddress } from '@portico/core/wire';
import { type ChainTokenList, chainTokens } from '../balances/tokenList.js';
import type { SwapTokenLists } from './convertConfig.js';

/** Suggested by default on a chain without configured lists, besides the native coin. */
const stableCoins = ['USDC', 'USDT', 'DAI'];
const { eip155: nativeAddress } = swapNativeTokenAddress;

/** Per eip155 chain with a balances token list: its `GET /v1/convert/tokens` answer. */
export type SwapTokenCatalogue = Map<string, SwapTokensResponse>;

function pickLists(chainId: string, symbols: string[], lists: SwapTokenLists | undefined) {
  const [native, ...rest] = symbols;
  const defaults = {
    suggested: [native, ...rest.filter((s) => stableCoins.includes(s))],
    popular: rest.filter((s) => !stableCoins.includes(s)),
  };
  for (const key of ['suggested', 'popular'] as const) {
    const unknown = lists?.[key]?.find((symbol) => !symbols.includes(symbol));
    if (unknown !== undefined) {
      throw new Error(
        `convert.tokens['${chainId}'].${key}: ${unknown} is not in balances.tokens['${chainId}']`,
      );
    }
  }
  return { suggested: lists?.suggested ?? defaults.suggested, popular: lists?.popular ?? defaults.popular };
}

/**
 * The tradable tokens are the balances token lists' (`balances.tokens`), the native coin by §9's placeholder
 * address; `convert.tokens` picks the suggested and popular ones by symbol. A symbol not in the chain's list, or
 * lists for a chain without one, is a configuration error.
 */
export function swapTokenCatalogue(
  balanceLists: Record<string, ChainTokenList>,
  lists: Record<string, SwapTokenLists>,
): SwapTokenCatalogue {
  for (const chainId of Object.keys(lists)) {
    if (balanceLists[chainId] === undefined || !chainId.startsWith('eip155:')) {
      throw new Error(`convert.tokens['${chainId}']: the chain has no eip155 token list in balances.tokens`);
    }
  }
  const catalogue: SwapTokenCatalogue = new Map();
  for (const [chainId, list] of Object.entries(balanceLists)) {
    if (!chainId.startsWith('eip155:')) continue;
    const tokens = chainTokens(chainId, list).map((token) => ({
      address: `${chainId}:${token.address?.toLowerCase() ?? nativeAddress}`,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      ...(token.iconUrl === undefined ? {} : { logoUri: token.iconUrl }),
    }));
    const idOf = new Map(tokens.map((token) => [token.symbol, token.address]));
    const picked = pickLists(chainId, [...idOf.keys()], lists[chainId]);
    catalogue.set(chainId, {
      tokens,
      suggested: picked.suggested.flatMap((symbol) => idOf.get(symbol ?? '') ?? []),
      popular: picked.popular.flatMap((symbol) => idOf.get(symbol) ?? []),
    });
  }
  return catalogue;
}
