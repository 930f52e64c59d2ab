import type { SwapQuote, SwapToken } from '../../cloud/wire/convert.js';
import { swapSlippagePercent } from '../../cloud/wire/swapConstants.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { SwapArguments } from './swapArguments.js';

/** Where a swap stands: idle (the form), approving the token, swapping, done, or failed with a message and Retry. */
export type SwapStatus = 'idle' | 'approving' | 'swapping' | 'success' | 'error';

/** The field the visitor typed in: the other one is derived from the quote. */
export type SwapSide = 'from' | 'to';

/** The Swap view's state (§1 swap tokens): tokens, the form, the live quote and the swap's progress. */
export interface SwapState {
  /** The network the tokens are of. */
  caipNetworkId?: CaipNetworkId;
  tokens: readonly SwapToken[];
  /** §9 the ids shown first in the pickers, then the popular ones. */
  suggested?: readonly string[];
  popular?: readonly string[];
  tokensLoading?: boolean;
  /** Why tokens could not be loaded (Retry loads them again). */
  tokensError?: string;
  /** §8 'Network not supported for Swaps': the active network has no swaps. */
  unsupported?: string;
  /** The tokens picked, by their convert API id (CAIP-10 style). */
  from?: string;
  to?: string;
  exact: SwapSide;
  /** The amounts as decimal text: the typed one, and the one derived from the quote. */
  fromAmount: string;
  toAmount: string;
  quote?: SwapQuote;
  quoteLoading?: boolean;
  /** 'Insufficient liquidity', or why the quote could not be had. */
  quoteError?: string;
  /** What the account lets the swap spend of `from` (base units); undefined for the native coin or not known. */
  allowance?: string;
  /** Wei per gas the quotes are priced at (the cloud's standard gas price), when known. */
  gasPrice?: string;
  /** §9 slippage tolerance, percent (1 by default); `slippageInput` is the text typed, when it was. */
  slippage: number;
  slippageInput?: string;
  slippageError?: string;
  status: SwapStatus;
  /** The message of a failed swap (rejected, reverted, quote expired…), with Retry. */
  error?: string;
  /** The swap's transaction (or the batch's last one), with its explorer page. */
  hash?: string;
  explorerUrl?: string;
  /** Arguments `open({ view: 'Swap', data })` gave, applied once the tokens load. */
  pending?: SwapArguments;
}

// Only what is always there: the rest is set as the Swap view loads (the initial JS carries this object).
export const initialSwapState: SwapState = {
  tokens: [],
  exact: 'from',
  fromAmount: '',
  toAmount: '',
  slippage: swapSlippagePercent,
  status: 'idle',
};

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    swap: SwapState;
  }
}
