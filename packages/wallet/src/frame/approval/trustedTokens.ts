import type { CaipNetworkId } from '@portico/core';
import { cloudPaths, type SwapTokensResponse, swapNativeTokenAddress } from '@portico/core/wire';
import { type Address, formatUnits, getAddress, isAddress } from 'viem';
import type { CloudApi } from '../cloud/cloudApi.js';

interface TokenMeta {
  symbol: string;
  decimals: number;
}

/**
 * The tokens of a network as the frame's own cloud lists them (never the page's list): what approvals may name by
 * symbol, and the Uniswap router whose swaps the frame can read.
 */
export interface TrustedTokens {
  native: TokenMeta;
  /** The ERC-20 tokens, for core's summary context. */
  list: readonly { address: string; symbol: string; decimals: number }[];
  router?: { address: Address; wrappedNative: Address };
  byAddress(address: Address): TokenMeta | undefined;
  /** `units` in the token's decimals; `down`: at most six decimals, rounded down (a minimum stays true). */
  format(units: bigint, token: TokenMeta, rounding?: 'exact' | 'down'): string;
}

const shownDecimals = 6;

function format(units: bigint, token: TokenMeta, rounding: 'exact' | 'down' = 'exact'): string {
  const cut = token.decimals - shownDecimals;
  const kept = rounding === 'down' && cut > 0 ? (units / 10n ** BigInt(cut)) * 10n ** BigInt(cut) : units;
  return formatUnits(kept, token.decimals);
}

/** What a summary says of the native coin when the list does not name it (core's summary says the same). */
const etherMeta: TokenMeta = { symbol: 'ETH', decimals: 18 };

export function trustedTokensOf(response: SwapTokensResponse): TrustedTokens {
  const placeholder = swapNativeTokenAddress.eip155;
  const contractOf = (address: string) => address.split(':')[2] ?? '';
  const nativeEntry = response.tokens.find(
    ({ address }) => contractOf(address).toLowerCase() === placeholder,
  );
  const native = nativeEntry ? { symbol: nativeEntry.symbol, decimals: nativeEntry.decimals } : etherMeta;
  const list = response.tokens.flatMap(({ address, symbol, decimals }) => {
    const contract = contractOf(address);
    return isAddress(contract) && contract.toLowerCase() !== placeholder
      ? [{ address: getAddress(contract), symbol, decimals }]
      : [];
  });
  const router = response.router;
  return {
    native,
    list,
    ...(router && isAddress(router.address) && isAddress(router.wrappedNative)
      ? { router: { address: getAddress(router.address), wrappedNative: getAddress(router.wrappedNative) } }
      : {}),
    byAddress: (address) => list.find((token) => token.address.toLowerCase() === address.toLowerCase()),
    format,
  };
}

/** Asks the frame's cloud once per network for its swap token list (`GET /v1/convert/tokens`). */
export function trustedTokenSource(api: CloudApi) {
  const asked = new Map<CaipNetworkId, Promise<SwapTokensResponse>>();
  return async (caipNetworkId: CaipNetworkId): Promise<TrustedTokens> => {
    let answer = asked.get(caipNetworkId);
    if (answer === undefined) {
      answer = api.request<SwapTokensResponse>(cloudPaths.swapTokens, { query: { chainId: caipNetworkId } });
      asked.set(caipNetworkId, answer);
      // A failed answer is asked again next time.
      answer.catch(() => asked.delete(caipNetworkId));
    }
    return trustedTokensOf(await answer);
  };
}
