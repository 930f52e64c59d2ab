import { OnrampOrderParams } from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
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

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} — Portico Devnet Ramp</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function checkoutForm(stored: StoredOrder, error?: string): string {
  const { order } = stored;
  const total = order.paymentTotal ? `${order.paymentTotal.amount} ${order.paymentTotal.currency}` : '';
  const buys = order.purchaseAmount ? `${order.purchaseAmount.amount} ${order.purchaseAmount.currency}` : '';
  return page(
    'Checkout',
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<input type="hidden" name="token" value="${escapeHtml(stored.checkoutToken ?? '')}">
<p><label for="amount">Amount</label> <output id="amount" name="amount">${escapeHtml(total)}</output></p>
<p>You receive ${escapeHtml(buys)} on ${escapeHtml(order.network)} at ${escapeHtml(order.account)}</p>
<p><label for="card">Card number</label> <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required></p>
<p><label for="expiry">Expiry (MM/YY)</label> <input id="expiry" name="expiry" autocomplete="cc-exp" required></p>
<p><label for="cvc">CVC</label> <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></p>
<button type="submit">Pay</button>
</form>
<p>Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>`,
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

  app.get<CheckoutRequest>(devnetCheckoutPath, { schema }, async (request, reply) => {
    const stored = await order(request);
    if (!stored) return html(reply, 404, page('Order not found', '<p>This order does not exist.</p>'));
    if (stored.order.status !== 'pending' || stored.checkoutToken === null) {
      return html(
        reply,
        409,
        page('Order closed', `<p>This order is ${escapeHtml(stored.order.status)}.</p>`),
      );
    }
    return html(reply, 200, checkoutForm(stored));
  });

  app.post<CheckoutRequest>(devnetCheckoutPath, { schema }, async (request, reply) => {
    const stored = await order(request);
    if (!stored) return html(reply, 404, page('Order not found', '<p>This order does not exist.</p>'));
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) {
      return html(reply, 403, page('Refused', '<p>This form must be sent from its own page.</p>'));
    }
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const card = String(body.card ?? '').replace(/[\s-]/g, '');
    const token = String(body.token ?? '');
    if (
      stored.order.status === 'pending' &&
      card !== devnetRampCards.pays &&
      card !== devnetRampCards.declined
    ) {
      return html(
        reply,
        400,
        checkoutForm(stored, 'Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.'),
      );
    }
    if (token === '' || !(await claimCheckout(db, stored.order.id, token, clock()))) {
      return html(
        reply,
        409,
        page('Order closed', '<p>This order was already paid, declined or the form is stale.</p>'),
      );
    }
    /** Fails the order with `reason` and answers `status` with it. */
    const fail = async (status: number, title: string, reason: string) => {
      await settleOrder(db, stored.order.id, { status: 'failed', failureReason: reason }, clock());
      return html(reply, status, page(title, `<p role="alert">${escapeHtml(reason)}</p>`));
    };
    if (card === devnetRampCards.declined) return fail(402, 'Payment declined', declinedMessage);
    const network = networks.find(
      (entry) =>
        entry.name === stored.order.network && entry.symbol === stored.order.purchaseAmount?.currency,
    );
    const address = stored.order.account.split(':')[2] ?? '';
    if (!network || !stored.order.purchaseAmount)
      return fail(400, 'Payment failed', 'The order has no amount');
    try {
      const transactionHash = await deliver(network, address, stored.order.purchaseAmount.amount);
      await settleOrder(db, stored.order.id, { status: 'completed', transactionHash }, clock());
      return html(
        reply,
        200,
        page('Payment complete', `<p role="status">Delivered: ${escapeHtml(transactionHash)}</p>`),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'devnet ramp: delivery failed');
      return fail(502, 'Payment failed', 'The delivery failed');
    }
  });
}
