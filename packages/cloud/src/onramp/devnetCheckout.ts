import { OnrampOrderParams } from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { pagesEn } from '../pages/locales/en.js';
import { type PageText, pageLocale, pageText } from '../pages/pageText.js';
import {
  type DevnetDelivery,
  declinedMessage,
  devnetCheckoutPath,
  devnetRampCards,
  devnetRampId,
} from './devnetRamp.js';
import type { DevnetRampNetwork } from './onrampConfig.js';
import { claimCheckout, findOrder, type StoredOrder, settleOrder } from './onrampOrders.js';

export interface DevnetCheckoutOptions {
  db: Db;
  clock: () => number;
  networks: readonly DevnetRampNetwork[];
  deliver: DevnetDelivery;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page of the checkout in `text`'s language: its title (a message, escaped) and its body (HTML). */
function page(text: PageText, title: string, body: string): string {
  return `<!doctype html><html ${text.attributes}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title} — Portico Devnet Ramp</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

function checkoutForm(text: PageText, stored: StoredOrder, error?: string): string {
  const { order } = stored;
  const total = order.paymentTotal ? `${order.paymentTotal.amount} ${order.paymentTotal.currency}` : '';
  const buys = order.purchaseAmount ? `${order.purchaseAmount.amount} ${order.purchaseAmount.currency}` : '';
  return page(
    text,
    text.html('checkoutTitle'),
    `${error ? `<p role="alert">${error}</p>` : ''}
<form method="post">
<input type="hidden" name="token" value="${escapeHtml(stored.checkoutToken ?? '')}">
<p><label for="amount">${text.html('amount')}</label> <output id="amount" name="amount">${escapeHtml(total)}</output></p>
<p>${text.html('youReceive', { amount: escapeHtml(buys), network: escapeHtml(order.network), account: escapeHtml(order.account) })}</p>
<p><label for="card">${text.html('cardNumber')}</label> <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="expiry">${text.html('expiry')}</label> <input id="expiry" name="expiry" autocomplete="cc-exp" required></p>
<p><label for="cvc">${text.html('cvc')}</label> <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></p>
<button type="submit">${text.html('pay')}</button>
</form>
<p>${text.html('testCards')}</p>`,
  );
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-security-policy', "default-src 'none'; form-action 'self'; frame-ancestors 'none'")
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);

const schema = { params: OnrampOrderParams };

interface CheckoutRequest {
  Params: { orderId: string };
  Body: Record<string, string>;
}

/**
 * Portico Devnet Ramp's checkout page, served by the cloud: the order's amount, a test card, Pay. The form's post
 * carries the order's one-time token (CSRF-safe, and a replay finds no token: 409, never a second delivery) and must
 * come from this origin when the browser names one. Paid → the purchase is delivered and the order completed with the
 * transaction; declined → failed with the card's message.
 */
export async function devnetCheckoutRoutes(
  app: FastifyInstance,
  { db, clock, networks, deliver }: DevnetCheckoutOptions,
): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const order = async (request: FastifyRequest<CheckoutRequest>) => {
    const stored = await findOrder(db, request.params.orderId);
    return stored?.order.provider === devnetRampId ? stored : undefined;
  };

  // Each page in the visitor's language: `?locale=`, else Accept-Language (English by default).
  app.get<CheckoutRequest>(devnetCheckoutPath, { schema }, async (request, reply) => {
    const text = pageText(pageLocale(request));
    const stored = await order(request);
    if (!stored)
      return html(reply, 404, page(text, text.html('orderNotFound'), `<p>${text.html('orderMissing')}</p>`));
    if (stored.order.status !== 'pending' || stored.checkoutToken === null) {
      return html(
        reply,
        409,
        page(
          text,
          text.html('orderClosed'),
          `<p>${text.html('orderIs', { status: escapeHtml(stored.order.status) })}</p>`,
        ),
      );
    }
    return html(reply, 200, checkoutForm(text, stored));
  });

  app.post<CheckoutRequest>(devnetCheckoutPath, { schema }, async (request, reply) => {
    const text = pageText(pageLocale(request));
    const stored = await order(request);
    if (!stored)
      return html(reply, 404, page(text, text.html('orderNotFound'), `<p>${text.html('orderMissing')}</p>`));
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      return html(reply, 403, page(text, text.html('refused'), `<p>${text.html('ownPage')}</p>`));
    }
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const card = String(body.card ?? '').replace(/[\s-]/g, '');
    const token = String(body.token ?? '');
    if (
      stored.order.status === 'pending' &&
      card !== devnetRampCards.pays &&
      card !== devnetRampCards.declined
    ) {
      return html(reply, 400, checkoutForm(text, stored, text.html('useTestCard')));
    }
    if (token === '' || !(await claimCheckout(db, stored.order.id, token, clock()))) {
      return html(reply, 409, page(text, text.html('orderClosed'), `<p>${text.html('stale')}</p>`));
    }
    /**
     * Fails the order with `reason` (its English words, which the modal shows as the order's failure) and answers
     * `status` with the page in the visitor's language.
     */
    const fail = async (
      status: number,
      title: 'declinedTitle' | 'failedTitle',
      reason: 'declined' | 'noAmount' | 'deliveryFailed',
    ) => {
      const failureReason = reason === 'declined' ? declinedMessage : pagesEn[reason];
      await settleOrder(db, stored.order.id, { status: 'failed', failureReason }, clock());
      return html(reply, status, page(text, text.html(title), `<p role="alert">${text.html(reason)}</p>`));
    };
    if (card === devnetRampCards.declined) return fail(402, 'declinedTitle', 'declined');
    const network = networks.find(
      (entry) =>
        entry.name === stored.order.network && entry.symbol === stored.order.purchaseAmount?.currency,
    );
    const address = stored.order.account.split(':')[2] ?? '';
    if (!network || !stored.order.purchaseAmount) return fail(400, 'failedTitle', 'noAmount');
    try {
      const transactionHash = await deliver(network, address, stored.order.purchaseAmount.amount);
      await settleOrder(db, stored.order.id, { status: 'completed', transactionHash }, clock());
      return html(
        reply,
        200,
        page(
          text,
          text.html('completeTitle'),
          `<p role="status">${text.html('delivered', { hash: escapeHtml(transactionHash) })}</p>`,
        ),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'devnet ramp: delivery failed');
      return fail(502, 'failedTitle', 'deliveryFailed');
    }
  });
}
