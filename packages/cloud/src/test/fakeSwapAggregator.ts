import type { Address } from 'viem';
import {
  type AggregatorQuote,
  type AggregatorSwap,
  type SwapAggregator,
  type SwapRequest,
  SwapUnavailable,
} from '../convert/swapAggregator.js';

export interface FakeSwapAggregator extends SwapAggregator {
  /** `ok`: quotes 2 `to` per `from` unit; else every call rejects with that `SwapUnavailable` reason. */
  mode: 'ok' | 'liquidity' | 'unavailable';
  /** The price impact its quotes give (42 bps); undefined: none, as 0x and 1inch give none. */
  impactBps: number | undefined;
  /** Every request quoted or built, in order. */
  requests: (SwapRequest & { deadline?: number })[];
}

export const fakeSpender: Address = '0x00000000000000000000000000000000000a99e5';
export const fakeRouter: Address = '0x0000000000000000000000000000000000f00d01';
export const fakeWrappedNative: Address = '0x0000000000000000000000000000000000f00d02';

/** A SwapAggregator on the chains given, answering like a pool that pays twice the amount, 0.3 % fee. */
export function createFakeSwapAggregator(chains: readonly string[]): FakeSwapAggregator {
  const fake: FakeSwapAggregator = {
    id: 'fake',
    mode: 'ok',
    impactBps: 42,
    requests: [],
    supports: (chainId) => chains.includes(chainId),
    async quote(request) {
      return quoteFor(request);
    },
    async buildSwap(request): Promise<AggregatorSwap> {
      const quote = quoteFor(request);
      const native = request.from === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
      return {
        quote,
        to: fakeRouter,
        data: '0xdeadbeef',
        value: native ? request.amount : 0n,
        gas: 150_000n,
        ...(native ? {} : { spender: fakeSpender }),
      };
    },
    // Like the local Uniswap aggregator: a router on the first chain only.
    router: (chainId) =>
      chainId === chains[0] ? { address: fakeRouter, wrappedNative: fakeWrappedNative } : undefined,
    async spender() {
      fail();
      return fakeSpender;
    },
  };
  function fail(): void {
    if (fake.mode !== 'ok') {
      // The message holds what a real client must never show: the route answers its own words.
      throw new SwapUnavailable(fake.mode, `fake failed (api key sk-fake-secret)`);
    }
  }
  function quoteFor(request: SwapRequest & { deadline?: number }): AggregatorQuote {
    fake.requests.push(request);
    fail();
    const toAmount = request.amount * 2n;
    return {
      toAmount,
      minimumToAmount: (toAmount * BigInt(10_000 - request.slippageBps)) / 10_000n,
      priceImpactBps: fake.impactBps,
      feeAmount: (request.amount * 3n) / 1_000n,
      gasEstimate: 120_000n,
      route: ['Fake pool 0.3 %'],
    };
  }
  return fake;
}
