/**
 * The words of the cloud's own pages a visitor reads (the development mailbox, the devnet ramp's checkout), English
 * being the source; each other locale of the modal is a module here. Placeholders take escaped HTML.
 */
export const pagesEn = {
  mailboxTitle: 'Portico mailbox',
  mailboxIntro: 'Mail the cloud would have sent (no SMTP server is configured), newest first.',
  mailboxEmpty: 'No mail yet.',
  mailboxTo: 'To {to}, {time}',
  checkoutTitle: 'Checkout',
  amount: 'Amount',
  youReceive: 'You receive {amount} on {network} at {account}',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  pay: 'Pay',
  testCards: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
  useTestCard: 'Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.',
  orderNotFound: 'Order not found',
  orderMissing: 'This order does not exist.',
  orderClosed: 'Order closed',
  orderIs: 'This order is {status}.',
  stale: 'This order was already paid, declined or the form is stale.',
  refused: 'Refused',
  ownPage: 'This form must be sent from its own page.',
  declinedTitle: 'Payment declined',
  declined: 'Your card was declined.',
  failedTitle: 'Payment failed',
  noAmount: 'The order has no amount',
  deliveryFailed: 'The delivery failed',
  completeTitle: 'Payment complete',
  delivered: 'Delivered: {hash}',
} as const;

export type PageMessageKey = keyof typeof pagesEn;

/** A whole catalogue of the cloud's pages: one message per key of the English source. */
export type PageMessages = { readonly [K in PageMessageKey]: string };
