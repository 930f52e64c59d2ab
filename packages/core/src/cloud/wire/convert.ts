import { type Static, Type } from '@sinclair/typebox';
import { chainIdParameter } from './chainData.js';
import { sdkQueryWith } from './sdkQuery.js';

/**
 * A token of the convert API, CAIP-10 style: `<CAIP-2 network id>:<token address>`, the chain's native coin by
 * its namespace's placeholder address (`swapNativeTokenAddress`, `eip155:1:0xeeee…eeee`).
 */
export const SwapTokenId = Type.Unsafe<`${string}:${string}:${string}`>(
  Type.String({ pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$' }),
);
export type SwapTokenId = Static<typeof SwapTokenId>;

/** An account as the convert API names it: CAIP-10 (`eip155:1:0xabc…`). */
const SwapAccountId = SwapTokenId;

/**
 * An amount in the token's base units (wei, 10^-decimals), as a decimal string: never a float. The route refuses
 * 0 and amounts of 2^256 or more with a 400 naming the field.
 */
const BaseUnits = Type.String({ pattern: '^[0-9]{1,80}$' });

/** A percentage as a decimal string, e.g. `1` or `0.5` (the slippage tolerance, §9: 1 % by default). */
const PercentText = Type.String({ pattern: '^[0-9]{1,2}(\\.[0-9]{1,2})?$' });

/** GET /v1/convert/tokens query. */
export const SwapTokensQuery = sdkQueryWith({ chainId: chainIdParameter });
export type SwapTokensQuery = Static<typeof SwapTokensQuery>;

export const SwapToken = Type.Object({
  /** `SwapTokenId`. */
  address: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  decimals: Type.Integer({ minimum: 0, maximum: 255 }),
  logoUri: Type.Optional(Type.String()),
});
export type SwapToken = Static<typeof SwapToken>;

/**
 * GET /v1/convert/tokens: the chain's tradable tokens (the native coin first), and the ids of the two §9
 * suggested lists — `suggested` (shown first in the pickers) and `popular` — each a subset of `tokens`.
 */
export const SwapTokensResponse = Type.Object({
  tokens: Type.Array(SwapToken),
  suggested: Type.Array(Type.String()),
  popular: Type.Array(Type.String()),
  /**
   * The Uniswap router (SwapRouter02) the local aggregator's swaps call on this chain, with its wrapped native
   * coin; absent for other aggregators. The embedded wallet reads the swaps sent to it ("Swap 0.1 ETH for ≥ …").
   */
  router: Type.Optional(Type.Object({ address: Type.String(), wrappedNative: Type.String() })),
});
export type SwapTokensResponse = Static<typeof SwapTokensResponse>;

/**
 * GET /v1/convert/quotes query: sell `amount` (base units of `from`) for `to`, both on the same chain.
 * `gasPrice` (wei) prices the network fee (default: the chain's `standard` gas price); `slippage` bounds
 * `minimumToAmount` (default 1 %).
 */
export const SwapQuotesQuery = sdkQueryWith({
  amount: BaseUnits,
  userAddress: SwapAccountId,
  from: SwapTokenId,
  to: SwapTokenId,
  gasPrice: Type.Optional(BaseUnits),
  slippage: Type.Optional(PercentText),
});
export type SwapQuotesQuery = Static<typeof SwapQuotesQuery>;

export const SwapQuote = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Base units of `from` sold. */
  fromAmount: Type.String(),
  /** Base units of `to` expected. */
  toAmount: Type.String(),
  /** `toAmount` less the slippage tolerance, rounded down: the swap reverts below it. */
  minimumToAmount: Type.String(),
  /** The slippage tolerance applied, percent. */
  slippage: Type.String(),
  /** How far the trade moves the price from the pools' spot price, percent with two decimals (e.g. `0.42`). */
  priceImpact: Type.String(),
  /** The liquidity providers' (or aggregator's) fee, in base units of `from`. */
  fee: Type.Object({ token: Type.String(), amount: Type.String() }),
  /** Gas units the swap is expected to use. */
  gasEstimate: Type.String(),
  /** Wei per gas used for `networkFee`. */
  gasPrice: Type.String(),
  /** `gasEstimate × gasPrice`, wei. */
  networkFee: Type.String(),
  /** The aggregator that quoted (`uniswap`, `0x`, `1inch`, `lifi`). */
  aggregator: Type.String(),
  /** Human-readable route, e.g. `["Uniswap v3 0.3 %"]`. */
  route: Type.Array(Type.String()),
});
export type SwapQuote = Static<typeof SwapQuote>;

/** GET /v1/convert/quotes: the best quote first. */
export const SwapQuotesResponse = Type.Object({ quotes: Type.Array(SwapQuote) });
export type SwapQuotesResponse = Static<typeof SwapQuotesResponse>;

/** GET /v1/convert/allowance query: what `userAddress` lets the swap spend of `tokenAddress`. */
export const SwapAllowanceQuery = sdkQueryWith({ tokenAddress: SwapTokenId, userAddress: SwapAccountId });
export type SwapAllowanceQuery = Static<typeof SwapAllowanceQuery>;

/** GET /v1/convert/allowance: the allowance in base units, and the contract it is given to. */
export const SwapAllowanceResponse = Type.Object({ allowance: Type.String(), spender: Type.String() });
export type SwapAllowanceResponse = Static<typeof SwapAllowanceResponse>;

/**
 * GET /v1/convert/build-approve query: the approval of `from` (an ERC-20) to the swap's spender, for `amount`
 * base units (absent: the largest allowance, as aggregators do).
 */
export const SwapBuildApproveQuery = sdkQueryWith({
  userAddress: SwapAccountId,
  from: SwapTokenId,
  to: SwapTokenId,
  amount: Type.Optional(BaseUnits),
});
export type SwapBuildApproveQuery = Static<typeof SwapBuildApproveQuery>;

/** A transaction for the wallet to sign: hex data, wei and gas as decimal strings. */
export const SwapTransaction = Type.Object({
  /** CAIP-10 of the sender. */
  from: Type.String(),
  /** The contract called (0x address). */
  to: Type.String(),
  data: Type.String(),
  /** Wei sent with the call, decimal string. */
  value: Type.String(),
  eip155: Type.Object({
    /** Gas limit, decimal string; absent with `disableEstimate`. */
    gas: Type.Optional(Type.String()),
    gasPrice: Type.String(),
  }),
});
export type SwapTransaction = Static<typeof SwapTransaction>;

/** GET /v1/convert/build-approve. */
export const SwapBuildApproveResponse = Type.Object({ tx: SwapTransaction });
export type SwapBuildApproveResponse = Static<typeof SwapBuildApproveResponse>;

/** POST /v1/convert/build-transaction body (§7's fields). */
export const SwapBuildTransactionBody = Type.Object(
  {
    amount: BaseUnits,
    eip155: Type.Optional(Type.Object({ slippage: PercentText }, { additionalProperties: false })),
    projectId: Type.String({ minLength: 1, maxLength: 128 }),
    from: SwapTokenId,
    to: SwapTokenId,
    userAddress: SwapAccountId,
    disableEstimate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SwapBuildTransactionBody = Static<typeof SwapBuildTransactionBody>;

/**
 * POST /v1/convert/build-transaction: the swap's transaction, the quote it was built from, and when it expires
 * (unix seconds: the router refuses it after, 'The quote expired').
 */
export const SwapBuildTransactionResponse = Type.Object({
  tx: SwapTransaction,
  quote: SwapQuote,
  deadline: Type.Integer(),
});
export type SwapBuildTransactionResponse = Static<typeof SwapBuildTransactionResponse>;
