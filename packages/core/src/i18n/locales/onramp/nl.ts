import type { OnrampMessages } from './en.js';

/**
 * Dutch (nl): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels), the
 * part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Aanbieders laden…',
  'onramp.noProviders': 'Er worden geen aanbieders aangeboden.',
  'onramp.providers': 'Aanbieders',
  'onramp.recentPurchases': 'Recente aankopen',
  'onramp.chooseFirst': 'Kies eerst een aanbieder.',
  'onramp.choose': 'Kies een aanbieder',
  'onramp.payWith': 'Betalen met',
  'onramp.currencyToBuy': 'Te kopen valuta',
  'onramp.amountIn': 'Bedrag ({currency})',
  'onramp.gettingQuote': 'Offerte ophalen…',
  'onramp.youReceive': 'Je ontvangt',
  'onramp.providerFee': 'Kosten van de aanbieder',
  'onramp.total': 'Totaal',
  'onramp.opening': 'Afrekenpagina openen…',
  'onramp.waiting': 'Rond de betaling af in het afrekenvenster. Wachten op je bestelling…',
  'onramp.stopWaiting': 'Stoppen met wachten',
  'core.buy': 'Kopen',
  'core.enterValidAmount': 'Voer een geldig bedrag in',
  'core.noCurrency': 'Op dit netwerk kan geen valuta worden gekocht',
  'core.popupBlocked':
    'Het afrekenvenster is geblokkeerd: sta pop-ups toe voor deze site en probeer het opnieuw',
  'core.purchaseFailed': 'De aankoop is mislukt',
  'core.connectToBuy': 'Verbind een wallet om crypto te kopen',
  'core.arrived': '{amount} ontvangen',
  'core.purchaseArrived': 'Je aankoop is binnen',
  'core.providerHint': 'Kaart {min}–{max} {currency} · kosten {low}–{high} %',
  'core.feesHint': 'kosten {low}–{high} %',
  'core.minimumAmount': 'Het minimumbedrag is {amount} {currency}',
  'core.maximumAmount': 'Het maximumbedrag is {amount} {currency}',
};
