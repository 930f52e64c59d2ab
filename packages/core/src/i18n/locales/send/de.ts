import type { SendMessages } from './en.js';

/**
 * German (de): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'QR-Code deiner Adresse',
  'receive.networks': 'Sende nur über diese Netzwerke:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} verfügbar',
  'send.amount': 'Betrag',
  'send.max': 'Max.',
  'send.receiverOrName': 'Empfängeradresse oder Name',
  'send.receiver': 'Empfängeradresse',
  'send.receiverProfile': 'Empfänger',
  'send.checking': 'Wird geprüft…',
  'send.preview': 'Vorschau anzeigen',
  'send.sent': 'Transaktion gesendet',
  'send.viewOn': 'Auf {explorer} ansehen',
  'send.theExplorer': 'dem Explorer',
  'send.summary': 'Zusammenfassung',
  'send.to': 'An',
  'send.upTo': 'bis zu {amount} {symbol}',
  'send.accountCreation': ' (davon eröffnen {amount} {symbol} das Token-Konto des Empfängers)',
  'send.confirmInWallet': 'In deiner Wallet bestätigen…',
  'send.send': 'Senden',
  'send.edit': 'Bearbeiten',
  'core.sendAmountAndReceiver': 'Betrag und Empfängeradresse sind erforderlich',
  'core.sendTokenRequired': 'Ein Token ist erforderlich',
  'core.sendTooManyDecimals': '{symbol} hat {decimals} Dezimalstellen: Der Betrag hat mehr',
  'core.sendInvalidReceiver': 'Gib eine gültige {network}-Adresse ein',
  'core.sendBadChecksum': 'Ungültige Adressprüfsumme',
  'core.sendNameNotFound': 'Keine Adresse für {name} gefunden',
  'core.sendInsufficientBalance': '{symbol}-Guthaben reicht nicht aus',
  'core.sendInsufficientFee': 'Nicht genug {symbol} für die Netzwerkgebühr',
};
