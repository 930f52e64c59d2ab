import type { Address, Hex } from 'viem';

/**
 * One trade asked of an aggregator, on one EVM chain. Tokens are 0x addresses, the native coin by
 * `swapNativeTokenAddress.eip155` (lower-case); amounts in base units.
 */
export interface SwapRequest {
  /** CAIP-2 network id (`eip155:31337`). */
  chainId: string;
  from: Address;
  to: Address;
  /** Base units of `from` sold (exact input). */
  amount: bigint;
  /** The account that sells and receives. */
  taker: Address;
  /** Slippage tolerance in basis points (100 = 1 %). */
  slippageBps: number;
}

/** An aggregator's price for a `SwapRequest`. */
export interface AggregatorQuote {
  toAmount: bigint;
  /** `toAmount` less the slippage tolerance, rounded down. */
  minimumToAmount: bigint;
  /**
   * Price impact in basis points (42 = 0.42 %), never negative; undefined when the aggregator gives none (0x v2,
   * 1inch): the convert API then prices the pair itself (`swapPriceImpact.ts`).
   */
  priceImpactBps: number | undefined;
  /** The pools' or aggregator's fee, in base units of `from`. */
  feeAmount: bigint;
  /** Gas units the swap is expected to use. */
  gasEstimate: bigint;
  /** Human-readable route, e.g. `Uniswap v3 0.3 %`. */
  route: string[];
}

/** The call that performs a quoted swap. */
export interface AggregatorSwap {
  quote: AggregatorQuote;
  /** The contract to call (router, settler, diamond). */
  to: Address;
  data: Hex;
  /** Wei sent with the call (the amount when selling the native coin). */
  value: bigint;
  /** The aggregator's gas limit, when it gives one. */
  gas?: bigint;
  /** The contract the seller must approve for `from` (an ERC-20); absent when selling the native coin. */
  spender?: Address;
}

/**
 * Where the convert API's prices and swap calls come from: the local Uniswap quoter on the devnet, or a real
 * aggregator (0x, 1inch, LI.FI) by configuration. Every method rejects with `SwapUnavailable` when the
 * aggregator cannot answer (down, refusing, no route): the route turns that into a 4xx/502 with its message,
 * never a 500.
 */
export interface SwapAggregator {
  /** `uniswap`, `0x`, `1inch`, `lifi`. */
  readonly id: string;
  /** Whether the aggregator trades on the chain (CAIP-2). */
  supports(chainId: string): boolean;
  quote(request: SwapRequest): Promise<AggregatorQuote>;
  /** The swap's call for `request`, expiring at `deadline` (unix seconds) where the aggregator allows it. */
  buildSwap(request: SwapRequest & { deadline: number }): Promise<AggregatorSwap>;
  /** The contract to approve for selling `token` on `chainId` (the router, or the aggregator's allowance holder). */
  spender(chainId: string, token: Address): Promise<Address>;
  /**
   * The router a local aggregator's swaps call on the chain, with its wrapped native coin: `GET /v1/convert/tokens`
   * serves it so the embedded wallet can read the swaps it is asked to sign. Absent for the remote aggregators.
   */
  router?(chainId: string): { address: Address; wrappedNative: Address } | undefined;
}

/** Why a quote or a swap cannot be had: `liquidity` — no pool or route for the pair or amount; `unavailable` — the aggregator failed. */
export class SwapUnavailable extends Error {
  constructor(
    readonly reason: 'liquidity' | 'unavailable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SwapUnavailable';
  }
}
