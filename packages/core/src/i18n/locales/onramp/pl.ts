import type { OnrampMessages } from './en.js';

/**
 * Polish (pl): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Ładowanie dostawców…',
  'onramp.noProviders': 'Brak dostępnych dostawców.',
  'onramp.providers': 'Dostawcy',
  'onramp.recentPurchases': 'Ostatnie zakupy',
  'onramp.chooseFirst': 'Najpierw wybierz dostawcę.',
  'onramp.choose': 'Wybierz dostawcę',
  'onramp.payWith': 'Zapłać w',
  'onramp.currencyToBuy': 'Waluta do kupienia',
  'onramp.amountIn': 'Kwota ({currency})',
  'onramp.gettingQuote': 'Pobieranie wyceny…',
  'onramp.youReceive': 'Otrzymujesz',
  'onramp.providerFee': 'Opłata dostawcy',
  'onramp.total': 'Razem',
  'onramp.opening': 'Otwieranie płatności…',
  'onramp.waiting': 'Dokończ płatność w oknie płatności. Czekamy na Twoje zamówienie…',
  'onramp.stopWaiting': 'Przestań czekać',
  'core.buy': 'Kup',
  'core.enterValidAmount': 'Wpisz prawidłową kwotę',
  'core.noCurrency': 'W tej sieci nie można kupić żadnej waluty',
  'core.popupBlocked':
    'Okno płatności zostało zablokowane: zezwól na wyskakujące okna dla tej witryny i spróbuj ponownie',
  'core.purchaseFailed': 'Zakup nie powiódł się',
  'core.connectToBuy': 'Połącz portfel, aby kupić kryptowaluty',
  'core.arrived': 'Dotarło: {amount}',
  'core.purchaseArrived': 'Twój zakup dotarł',
  'core.providerHint': 'Karta {min}–{max} {currency} · opłaty {low}–{high} %',
  'core.feesHint': 'opłaty {low}–{high} %',
  'core.minimumAmount': 'Minimalna kwota to {amount} {currency}',
  'core.maximumAmount': 'Maksymalna kwota to {amount} {currency}',
};
