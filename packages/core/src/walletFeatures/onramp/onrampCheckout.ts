import type { OnrampClient } from '../../cloud/client/onrampClient.js';
import type { Runtime } from '../../instance/runtime.js';
import { cloudMessage } from '../swap/swapContext.js';
import { onrampContext, updateOnramp } from './onrampContext.js';
import { onrampMessages } from './onrampMessages.js';
import { onrampPaymentMethod } from './onrampRules.js';

/** How often a pending order is asked for, and for how long at most (a checkout left open is let go). */
const orderPollMs = 1_000;
const orderPollLimit = 30 * 60;

/** The checkout window, opened in the click (the pop-up blocker refuses one opened later). */
export type CheckoutWindow = Pick<Window, 'location' | 'close'>;

export interface CheckoutDeps {
  rt: Runtime;
  client: OnrampClient;
  /** Balances and activity read again once an order completed. */
  afterPurchase(): Promise<unknown>;
}

/**
 * The checkout: the cloud records a new order and answers its provider's checkout page, shown in the window the
 * click opened; then the order is followed until completed or failed. `follow` ends when `current` says the
 * purchase is no longer the one shown (a reset, a new purchase).
 */
export function createOnrampCheckout({ rt, client, afterPurchase }: CheckoutDeps) {
  let purchase = 0;

  const follow = (run: number, orderId: string, polls = 0) =>
    rt.later(orderPollMs, () => {
      if (run !== purchase) return;
      client.getOnrampOrder(orderId).then(
        ({ order }) => {
          if (run !== purchase) return;
          if (order.status === 'pending') {
            updateOnramp(rt, { order });
            if (polls < orderPollLimit) follow(run, orderId, polls + 1);
            return;
          }
          if (order.status === 'failed')
            return updateOnramp(rt, {
              order,
              status: 'failed',
              error: order.failureReason ?? onrampMessages.orderFailed,
            });
          updateOnramp(rt, { order, status: 'completed' });
          afterPurchase().catch((error: unknown) =>
            rt.options.logger.warn('Balances could not be read again after the purchase', error),
          );
        },
        (error: unknown) => {
          rt.options.logger.warn('The on-ramp order could not be read; asking again', error);
          if (run === purchase && polls < orderPollLimit) follow(run, orderId, polls + 1);
        },
      );
    });

  return {
    /** Buys what the form says, in `checkout` (undefined: the pop-up blocker refused it). */
    async buy(checkout: CheckoutWindow | undefined): Promise<void> {
      const run = ++purchase;
      const { state, address, caipAddress } = onrampContext(rt);
      const { onramp } = state;
      const chain = onramp.purchaseCurrencies.find((c) => c.id === onramp.purchaseCurrency)?.networks[0];
      if (!checkout) return updateOnramp(rt, { status: 'idle', error: onrampMessages.popupBlocked });
      if (!onramp.selectedProvider || !onramp.purchaseCurrency || !chain || !onramp.quote) {
        checkout.close();
        return updateOnramp(rt, { error: onrampMessages.enterAmount });
      }
      updateOnramp(rt, { status: 'opening', error: undefined, order: undefined });
      try {
        const { url, orderId } = await client.createOnrampUrl({
          provider: onramp.selectedProvider,
          destinationWallets: [{ address, blockchains: [chain.name], assets: [onramp.purchaseCurrency] }],
          defaultNetwork: chain.name,
          partnerUserId: caipAddress,
          defaultExperience: 'buy',
          presetFiatAmount: Number(onramp.paymentAmount),
          paymentCurrency: onramp.paymentCurrency,
          purchaseCurrency: onramp.purchaseCurrency,
          paymentMethod: onrampPaymentMethod,
          quoteId: onramp.quote.quoteId,
        });
        if (run !== purchase) return checkout.close();
        // Only a web page: the window is the page's own opening, and a `javascript:` URL would run in it.
        if (!/^https?:\/\//i.test(url)) throw new Error(onrampMessages.badCheckout);
        checkout.location.href = url;
        updateOnramp(rt, { status: 'pending' });
        follow(run, orderId);
      } catch (error) {
        checkout.close();
        if (run !== purchase) return;
        rt.options.logger.warn('The on-ramp checkout could not start', error);
        updateOnramp(rt, { status: 'failed', error: cloudMessage(error) });
      }
    },
    /** The order shown is let go (a reset). */
    cancel() {
      purchase++;
    },
  };
}
