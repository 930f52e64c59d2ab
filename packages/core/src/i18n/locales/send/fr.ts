import type { SendMessages } from './en.js';

/**
 * French (fr): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'QR code de votre adresse',
  'receive.networks': 'N’envoyez que sur ces réseaux :',
  'send.token': 'Jeton',
  'send.available': '{symbol} — {amount} disponible(s)',
  'send.amount': 'Montant',
  'send.max': 'Max',
  'send.receiverOrName': 'Adresse ou nom du destinataire',
  'send.receiver': 'Adresse du destinataire',
  'send.receiverProfile': 'Destinataire',
  'send.checking': 'Vérification…',
  'send.preview': 'Aperçu de l’envoi',
  'send.sent': 'Transaction envoyée',
  'send.viewOn': 'Voir sur {explorer}',
  'send.theExplorer': 'l’explorateur',
  'send.summary': 'Récapitulatif de l’envoi',
  'send.to': 'À',
  'send.upTo': 'jusqu’à {amount} {symbol}',
  'send.accountCreation': ' (dont {amount} {symbol} pour ouvrir le compte de jeton du destinataire)',
  'send.confirmInWallet': 'Confirmez dans votre wallet…',
  'send.send': 'Envoyer',
  'send.edit': 'Modifier',
  'core.sendAmountAndReceiver': 'Un montant et une adresse de destinataire sont requis',
  'core.sendTokenRequired': 'Un jeton est requis',
  'core.sendTooManyDecimals': '{symbol} a {decimals} décimales : le montant en a davantage',
  'core.sendInvalidReceiver': 'Saisissez une adresse {network} valide',
  'core.sendBadChecksum': 'Somme de contrôle de l’adresse invalide',
  'core.sendNameNotFound': 'Aucune adresse trouvée pour {name}',
  'core.sendInsufficientBalance': 'Solde en {symbol} insuffisant',
  'core.sendInsufficientFee': 'Pas assez de {symbol} pour les frais de réseau',
};
