import type { PorticoState } from '../../instance/porticoState.js';
import type { Slice } from '../../instance/slice.js';
import type { OnrampActions } from './onrampActions.js';
import type { OnrampApi } from './onrampApi.js';
import { initialOnrampState } from './onrampState.js';

/** The providers view is shown: a session per route. */
const shownKey = (state: PorticoState) =>
  state.modal.open && state.router.view === 'OnRampProviders' && state.router;

const apiNames = [
  'selectOnrampProvider',
  'setOnrampPaymentCurrency',
  'setOnrampPurchaseCurrency',
  'setOnrampAmount',
  'refreshOnrampQuote',
  'resetOnramp',
] as const satisfies readonly (keyof OnrampApi)[];

/**
 * Buying crypto with fiat (§1): everything loads with the on-ramp views, except opening the checkout window, which
 * runs in the click itself (after an await the pop-up blocker would refuse it).
 */
export const onrampSlice: Slice = {
  name: 'onramp',
  initialState: () => ({ onramp: initialOnrampState }),
  create({ rt, ports }) {
    let loaded: OnrampActions | undefined;
    let loading: Promise<OnrampActions> | undefined;
    // Once loaded, an action runs at once (no await before it): a setter's input follows every key.
    const call = async (name: keyof OnrampActions, args: unknown[]) => {
      try {
        loading ??= import('./onrampActions.js').then((m) => m.createOnrampActions(rt, ports));
        loaded ??= await loading;
        return await (loaded[name] as (...a: unknown[]) => unknown)(...args);
      } catch (error) {
        // A chunk that failed to load is loaded again by the next call.
        if (!loaded) loading = undefined;
        rt.options.logger.error('The on-ramp failed', error);
        return null;
      }
    };
    rt.store.subscribe(shownKey, (key) => {
      if (key) void call('start', []);
    });
    const buy = (name: 'buyOnramp' | 'retryOnramp') => () =>
      void call(name, [globalThis.window?.open('', '_blank', 'popup,width=480,height=720') ?? undefined]);
    return {
      actions: {
        ...Object.fromEntries(apiNames.map((name) => [name, (...args: unknown[]) => call(name, args)])),
        buyOnramp: buy('buyOnramp'),
        retryOnramp: buy('retryOnramp'),
      },
    };
  },
};
