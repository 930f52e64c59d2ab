import type { Runtime } from '../../instance/runtime.js';
import type { SwapApi } from './swapApi.js';
import { readSlippage } from './swapRules.js';
import type { SwapState } from './swapState.js';

type SwapForm = Pick<SwapApi, 'setSwapToken' | 'setSwapAmount' | 'flipSwapTokens' | 'setSwapSlippage'>;

/**
 * The Swap form's setters, at once (an input follows every key). A change drops the quote of the old form and a
 * finished swap's result, and asks `requote` for the new one.
 */
export function createSwapForm(rt: Runtime, requote: () => void): SwapForm {
  const change = (update: (swap: SwapState) => Partial<SwapState>) => {
    rt.set((s) => {
      const busy = s.swap.status === 'approving' || s.swap.status === 'swapping';
      return {
        ...s,
        swap: {
          ...s.swap,
          ...(busy ? {} : { status: 'idle', error: undefined }),
          quote: undefined,
          quoteError: undefined,
          ...update(s.swap),
        },
      };
    });
    requote();
  };
  const flip = (swap: SwapState): Partial<SwapState> => ({
    from: swap.to,
    to: swap.from,
    exact: swap.exact === 'from' ? 'to' : 'from',
    fromAmount: swap.toAmount,
    toAmount: swap.fromAmount,
    allowance: undefined,
  });

  return {
    setSwapToken(side, tokenId) {
      change((swap) =>
        tokenId === swap[side === 'from' ? 'to' : 'from']
          ? flip(swap)
          : { [side]: tokenId, ...(side === 'from' ? { allowance: undefined } : {}) },
      );
    },
    setSwapAmount(side, amount) {
      change(() =>
        side === 'from'
          ? { exact: 'from', fromAmount: amount, toAmount: '' }
          : { exact: 'to', toAmount: amount, fromAmount: '' },
      );
    },
    flipSwapTokens() {
      change(flip);
    },
    setSwapSlippage(percent) {
      const read = readSlippage(percent);
      if ('error' in read) {
        rt.set((s) => ({ ...s, swap: { ...s.swap, slippageInput: percent, slippageError: read.error } }));
        return;
      }
      change(() => ({ slippageInput: percent, slippage: read.slippage, slippageError: undefined }));
    },
  };
}
