/** The on-ramp's messages, Portico's wording where the spec gives none (the limits are the cloud's words). */
export const onrampMessages = {
  enterAmount: 'Enter an amount',
  invalidAmount: 'Enter a valid amount',
  noCurrency: 'No currency can be bought on this network',
  popupBlocked: 'The checkout window was blocked: allow pop-ups for this site and try again',
  orderFailed: 'The purchase failed',
  badCheckout: 'The provider’s checkout page is not a web page',
  notConnected: 'Connect a wallet to buy crypto',
} as const;

/** The providers' names as the views show them; an id not listed shows as itself. */
export const onrampProviderNames: Readonly<Record<string, string>> = {
  meld: 'Meld',
  coinbase: 'Coinbase',
  'devnet-ramp': 'Portico Devnet Ramp',
};
