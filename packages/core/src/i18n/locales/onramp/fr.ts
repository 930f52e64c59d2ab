import type { OnrampMessages } from './en.js';

/**
 * French (fr): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Chargement des prestataires…',
  'onramp.noProviders': 'Aucun prestataire n’est proposé.',
  'onramp.providers': 'Prestataires',
  'onramp.recentPurchases': 'Achats récents',
  'onramp.chooseFirst': 'Choisissez d’abord un prestataire.',
  'onramp.choose': 'Choisir un prestataire',
  'onramp.payWith': 'Payer avec',
  'onramp.currencyToBuy': 'Devise à acheter',
  'onramp.amountIn': 'Montant ({currency})',
  'onramp.gettingQuote': 'Obtention d’un devis…',
  'onramp.youReceive': 'Vous recevez',
  'onramp.providerFee': 'Frais du prestataire',
  'onramp.total': 'Total',
  'onramp.opening': 'Ouverture du paiement…',
  'onramp.waiting': 'Effectuez le paiement dans la fenêtre de paiement. En attente de votre commande…',
  'onramp.stopWaiting': 'Ne plus attendre',
  'core.buy': 'Acheter',
  'core.enterValidAmount': 'Saisissez un montant valide',
  'core.noCurrency': 'Aucune devise ne peut être achetée sur ce réseau',
  'core.popupBlocked':
    'La fenêtre de paiement a été bloquée : autorisez les fenêtres contextuelles pour ce site et réessayez',
  'core.purchaseFailed': 'L’achat a échoué',
  'core.connectToBuy': 'Connectez un wallet pour acheter des cryptos',
  'core.arrived': '{amount} reçus',
  'core.purchaseArrived': 'Votre achat est arrivé',
  'core.providerHint': 'Carte {min}–{max} {currency} · frais {low}–{high} %',
  'core.feesHint': 'frais {low}–{high} %',
  'core.minimumAmount': 'Le montant minimum est de {amount} {currency}',
  'core.maximumAmount': 'Le montant maximum est de {amount} {currency}',
};
