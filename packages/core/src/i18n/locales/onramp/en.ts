/**
 * The catalogue's onramp part, in English: the on-ramp's messages (with core's on-ramp labels). It ships in
 * the chunk of the OnRampProviders and OnRampBuy views (whose modules import it through `onrampMessagePart`),
 * not in the initial JS; each other locale's part is a chunk of its own (`onramp/<locale>.ts`), loaded when
 * both the locale and the part are needed.
 */
export const en = {
  // On-ramp
  'onramp.loadingProviders': 'Loading providers…',
  'onramp.noProviders': 'No providers are offered.',
  'onramp.providers': 'Providers',
  'onramp.recentPurchases': 'Recent purchases',
  'onramp.chooseFirst': 'Choose a provider first.',
  'onramp.choose': 'Choose a provider',
  'onramp.payWith': 'Pay with',
  'onramp.currencyToBuy': 'Currency to buy',
  'onramp.amountIn': 'Amount ({currency})',
  'onramp.gettingQuote': 'Getting a quote…',
  'onramp.youReceive': 'You receive',
  'onramp.providerFee': 'Provider fee',
  'onramp.total': 'Total',
  'onramp.opening': 'Opening the checkout…',
  'onramp.waiting': 'Complete the payment in the checkout window. Waiting for your order…',
  'onramp.stopWaiting': 'Stop waiting',
  // Core's onramp labels and messages (written in the locale by `translateText`)
  'core.buy': 'Buy',
  'core.enterValidAmount': 'Enter a valid amount',
  'core.noCurrency': 'No currency can be bought on this network',
  'core.popupBlocked': 'The checkout window was blocked: allow pop-ups for this site and try again',
  'core.purchaseFailed': 'The purchase failed',
  'core.connectToBuy': 'Connect a wallet to buy crypto',
  'core.arrived': '{amount} arrived',
  'core.purchaseArrived': 'Your purchase arrived',
  'core.providerHint': 'Card {min}–{max} {currency} · fees {low}–{high} %',
  'core.feesHint': 'fees {low}–{high} %',
  'core.minimumAmount': 'Minimum amount is {amount} {currency}',
  'core.maximumAmount': 'Maximum amount is {amount} {currency}',
} as const;

/** The onramp part in one locale: one message per key of its English. */
export type OnrampMessages = { readonly [K in keyof typeof en]: string };
