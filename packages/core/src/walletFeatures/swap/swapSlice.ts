import type { PorticoState } from '../../instance/porticoState.js';
import type { Slice } from '../../instance/slice.js';
import type { SwapActions } from './swapActions.js';
import type { SwapApi } from './swapApi.js';
import type { SwapArguments } from './swapArguments.js';
import { initialSwapState } from './swapState.js';

/** The Swap view is shown: a session per route (each opening, with its arguments); the actions follow the network. */
const shownKey = (state: PorticoState) => state.modal.open && state.router.view === 'Swap' && state.router;

const apiNames = [
  'setSwapToken',
  'setSwapAmount',
  'flipSwapTokens',
  'setSwapSlippage',
  'refreshSwapQuote',
  'confirmSwap',
  'retrySwap',
] as const satisfies readonly (keyof SwapApi)[];

/**
 * Swaps (§1): everything loads with the Swap view, which starts a session (tokens, the arguments it was opened
 * with, quotes refreshed while shown). The form's setters run at once when it has loaded, as it has by the time
 * the view shows the form, so an input follows every key.
 */
export const swapSlice: Slice = {
  name: 'swap',
  initialState: () => ({ swap: initialSwapState }),
  create({ rt, ports }) {
    let loaded: SwapActions | undefined;
    let loading: Promise<SwapActions> | undefined;
    // Once loaded, an action runs at once (no await before it): a setter's input follows every key.
    const call = async (name: keyof SwapActions, args: unknown[]) => {
      try {
        loading ??= import('./swapActions.js').then((m) => m.createSwapActions(rt, ports));
        loaded ??= await loading;
        await (loaded[name] as (...a: unknown[]) => unknown)(...args);
      } catch (error) {
        // A chunk that failed to load is loaded again by the next call.
        if (!loaded) loading = undefined;
        rt.options.logger.error('Swaps failed', error);
      }
    };
    rt.store.subscribe(shownKey, (key) => {
      if (key) void call('start', [rt.get().router.data as SwapArguments | undefined]);
    });
    return {
      actions: Object.fromEntries(apiNames.map((name) => [name, (...args: unknown[]) => call(name, args)])),
    };
  },
};
