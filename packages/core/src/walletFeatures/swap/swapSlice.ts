import type { PorticoState } from '../../instance/porticoState.js';
import type { Slice } from '../../instance/slice.js';
import type { SwapActions } from './swapActions.js';
import type { SwapArguments } from './swapArguments.js';
import { createSwapForm } from './swapForm.js';
import { initialSwapState } from './swapState.js';

/** How long typing rests before the quote is asked. */
const inputSettleMs = 400;

/** The Swap view is shown: its session is keyed by the active eip155 network and account. */
const shownKey = (state: PorticoState) =>
  state.modal.open && state.router.view === 'Swap'
    ? `${state.networks.byNamespace.eip155?.caipNetwork?.caipNetworkId}|${state.accounts.eip155?.caipAddress}`
    : undefined;

/**
 * Swaps (§1): the form's setters at once; tokens, quotes and the swap itself load with the Swap view, which
 * starts a session (tokens, the arguments it was opened with, quotes refreshed while shown).
 */
export const swapSlice: Slice = {
  name: 'swap',
  initialState: () => ({ swap: initialSwapState }),
  create({ rt, ports }) {
    let actions: Promise<SwapActions> | undefined;
    const load = () => {
      actions ??= import('./swapActions.js').then(
        (m) =>
          m.createSwapActions({
            rt,
            client: ports.cloud.client,
            shown: () => shownKey(rt.get()) !== undefined,
            async afterSwap() {
              await Promise.all([
                ports.account.refreshBalance(),
                ports.tokenBalances.fetchTokenBalances(true),
                ports.activity.refreshTransactions(),
              ]);
            },
          }),
        (error: unknown) => {
          actions = undefined;
          throw error;
        },
      );
      return actions;
    };
    const run = (what: string, task: (actions: SwapActions) => Promise<void>) =>
      load()
        .then(task)
        .catch((error: unknown) => rt.options.logger.error(`Swaps could not ${what}`, error));

    let input = 0;
    const requote = () => {
      const settled = ++input;
      rt.later(inputSettleMs, () => {
        if (settled === input && shownKey(rt.get())) void run('quote', (a) => a.refreshQuote());
      });
    };
    rt.store.subscribe(shownKey, (key) => {
      const state = rt.get();
      if (key) void run('start', (a) => a.start(state.router.data as SwapArguments | undefined));
    });

    return {
      actions: {
        ...createSwapForm(rt, requote),
        refreshSwapQuote: () => run('quote', (a) => a.refreshQuote()),
        confirmSwap: () => run('swap', (a) => a.confirmSwap()),
        retrySwap: () => run('retry', (a) => a.retry()),
      },
    };
  },
};
