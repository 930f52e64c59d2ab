import type { OnrampMessages } from './en.js';

/**
 * German (de): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Anbieter werden geladen…',
  'onramp.noProviders': 'Es werden keine Anbieter angeboten.',
  'onramp.providers': 'Anbieter',
  'onramp.recentPurchases': 'Letzte Käufe',
  'onramp.chooseFirst': 'Wähle zuerst einen Anbieter.',
  'onramp.choose': 'Anbieter wählen',
  'onramp.payWith': 'Bezahlen mit',
  'onramp.currencyToBuy': 'Zu kaufende Währung',
  'onramp.amountIn': 'Betrag ({currency})',
  'onramp.gettingQuote': 'Angebot wird eingeholt…',
  'onramp.youReceive': 'Du erhältst',
  'onramp.providerFee': 'Anbietergebühr',
  'onramp.total': 'Gesamt',
  'onramp.opening': 'Kasse wird geöffnet…',
  'onramp.waiting': 'Schließe die Zahlung im Kassenfenster ab. Warte auf deine Bestellung…',
  'onramp.stopWaiting': 'Nicht mehr warten',
  'core.buy': 'Kaufen',
  'core.enterValidAmount': 'Gültigen Betrag eingeben',
  'core.noCurrency': 'In diesem Netzwerk kann keine Währung gekauft werden',
  'core.popupBlocked':
    'Das Kassenfenster wurde blockiert: Erlaube Pop-ups für diese Website und versuche es erneut',
  'core.purchaseFailed': 'Der Kauf ist fehlgeschlagen',
  'core.connectToBuy': 'Verbinde eine Wallet, um Krypto zu kaufen',
  'core.arrived': '{amount} angekommen',
  'core.purchaseArrived': 'Dein Kauf ist angekommen',
  'core.providerHint': 'Karte {min}–{max} {currency} · Gebühren {low}–{high} %',
  'core.feesHint': 'Gebühren {low}–{high} %',
  'core.minimumAmount': 'Der Mindestbetrag ist {amount} {currency}',
  'core.maximumAmount': 'Der Höchstbetrag ist {amount} {currency}',
};
