import type { SwapSide } from './swapState.js';

/** The public actions of swaps (§1 swap tokens), on eip155 networks with Portico Cloud. */
export interface SwapApi {
  /** Picks the token of one side by its convert API id; picking the other side's token flips them. */
  setSwapToken(side: SwapSide, tokenId: string): void;
  /**
   * The amount typed in one field; the other follows from the quote, asked once typing rests. A "to" amount is
   * reached by asking exact-in quotes until one gives at least it.
   */
  setSwapAmount(side: SwapSide, amount: string): void;
  /** Swaps the two tokens, and the amounts with them. */
  flipSwapTokens(): void;
  /** §9 slippage tolerance in percent, 0.01 to 50; another value sets `swap.slippageError` and is not used. */
  setSwapSlippage(percent: string): void;
  /** Asks the quote of the form again (the Swap view does so after typing and every 10 s while shown). */
  refreshSwapQuote(): Promise<void>;
  /**
   * Approves the token when its allowance is short, then swaps, through the connected wallet — both in one batch
   * when the wallet does atomic batches (EIP-5792) — and waits for the chain. A rejection, a revert or an expired
   * quote sets `swap.error` with Retry; success refreshes balances and activity.
   */
  confirmSwap(): Promise<void>;
  /** Retry of what failed: the tokens, the quote, or the swap (rebuilt from a new quote). */
  retrySwap(): Promise<void>;
}

declare module '../../instance/portico.js' {
  interface Portico extends SwapApi {}
}
