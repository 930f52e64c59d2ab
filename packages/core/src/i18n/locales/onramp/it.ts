import type { OnrampMessages } from './en.js';

/**
 * Italian (it): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Caricamento dei fornitori…',
  'onramp.noProviders': 'Nessun fornitore disponibile.',
  'onramp.providers': 'Fornitori',
  'onramp.recentPurchases': 'Acquisti recenti',
  'onramp.chooseFirst': 'Scegli prima un fornitore.',
  'onramp.choose': 'Scegli un fornitore',
  'onramp.payWith': 'Paga con',
  'onramp.currencyToBuy': 'Valuta da acquistare',
  'onramp.amountIn': 'Importo ({currency})',
  'onramp.gettingQuote': 'Richiesta della quotazione…',
  'onramp.youReceive': 'Ricevi',
  'onramp.providerFee': 'Commissione del fornitore',
  'onramp.total': 'Totale',
  'onramp.opening': 'Apertura del checkout…',
  'onramp.waiting': 'Completa il pagamento nella finestra di checkout. In attesa del tuo ordine…',
  'onramp.stopWaiting': 'Smetti di attendere',
  'core.buy': 'Acquista',
  'core.enterValidAmount': 'Inserisci un importo valido',
  'core.noCurrency': 'Nessuna valuta acquistabile su questa rete',
  'core.popupBlocked':
    'La finestra di pagamento è stata bloccata: consenti i popup per questo sito e riprova',
  'core.purchaseFailed': 'L’acquisto non è riuscito',
  'core.connectToBuy': 'Collega un wallet per acquistare crypto',
  'core.arrived': '{amount} arrivati',
  'core.purchaseArrived': 'Il tuo acquisto è arrivato',
  'core.providerHint': 'Carta {min}–{max} {currency} · commissioni {low}–{high} %',
  'core.feesHint': 'commissioni {low}–{high} %',
  'core.minimumAmount': "L'importo minimo è {amount} {currency}",
  'core.maximumAmount': "L'importo massimo è {amount} {currency}",
};
