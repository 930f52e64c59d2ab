import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { GasPriceResponse } from '../wire/chainData.js';
import type {
  SwapAllowanceResponse,
  SwapBuildApproveQuery,
  SwapBuildApproveResponse,
  SwapBuildTransactionBody,
  SwapBuildTransactionResponse,
  SwapQuotesQuery,
  SwapQuotesResponse,
  SwapTokenId,
  SwapTokensResponse,
} from '../wire/convert.js';

/** A query of the convert API without the §7 parameters every call carries (the client adds them). */
type Own<T> = Omit<T, 'projectId' | 'st' | 'sv'>;

/**
 * §7 the convert API (swaps) and the gas price: amounts in base units as decimal strings, tokens and accounts
 * CAIP-10 (`@portico/core/wire`'s convert contract). A network the cloud does not swap on answers 400 'Network
 * not supported for Swaps' (the gas price: 'Network not supported for Gas Price').
 */
export interface ConvertClient {
  /** GET /v1/convert/tokens: the network's tradable tokens and its suggested and popular ones. */
  getSwapTokens(chainId: CaipNetworkId): Promise<SwapTokensResponse>;
  /** GET /v1/convert/quotes: selling `amount` of `from` for `to`, the best quote first. */
  getSwapQuotes(query: Own<SwapQuotesQuery>): Promise<SwapQuotesResponse>;
  /** GET /v1/convert/allowance: what `userAddress` lets the swap spend of `tokenAddress`. */
  getSwapAllowance(tokenAddress: SwapTokenId, userAddress: SwapTokenId): Promise<SwapAllowanceResponse>;
  /** GET /v1/convert/build-approve: the approval transaction of `from` for the swap. */
  buildSwapApprove(query: Own<SwapBuildApproveQuery>): Promise<SwapBuildApproveResponse>;
  /** POST /v1/convert/build-transaction: the swap's transaction, its quote and deadline (the project id added). */
  buildSwapTransaction(
    body: Omit<SwapBuildTransactionBody, 'projectId'>,
  ): Promise<SwapBuildTransactionResponse>;
  /** GET /v1/convert/gas-price: standard, fast and instant fees per gas on `chainId`, wei. */
  getGasPrice(chainId: CaipNetworkId): Promise<GasPriceResponse>;
}
