import type { SendMessages } from './en.js';

/**
 * Dutch (nl): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'QR-code van je adres',
  'receive.networks': 'Verstuur alleen via deze netwerken:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} beschikbaar',
  'send.amount': 'Bedrag',
  'send.max': 'Max',
  'send.receiverOrName': 'Adres of naam van de ontvanger',
  'send.receiver': 'Adres van de ontvanger',
  'send.receiverProfile': 'Ontvanger',
  'send.checking': 'Controleren…',
  'send.preview': 'Verzending bekijken',
  'send.sent': 'Transactie verstuurd',
  'send.viewOn': 'Bekijken op {explorer}',
  'send.theExplorer': 'de verkenner',
  'send.summary': 'Overzicht van de verzending',
  'send.to': 'Aan',
  'send.upTo': 'tot {amount} {symbol}',
  'send.accountCreation': ' (waarvan {amount} {symbol} de tokenrekening van de ontvanger opent)',
  'send.confirmInWallet': 'Bevestig in je wallet…',
  'send.send': 'Versturen',
  'send.edit': 'Bewerken',
  'core.sendAmountAndReceiver': 'Een bedrag en een ontvangeradres zijn verplicht',
  'core.sendTokenRequired': 'Een token is verplicht',
  'core.sendTooManyDecimals': '{symbol} heeft {decimals} decimalen: het bedrag heeft er meer',
  'core.sendInvalidReceiver': 'Voer een geldig {network}-adres in',
  'core.sendBadChecksum': 'Ongeldige adreschecksum',
  'core.sendNameNotFound': 'Geen adres gevonden voor {name}',
  'core.sendInsufficientBalance': 'Onvoldoende {symbol}-saldo',
  'core.sendInsufficientFee': 'Niet genoeg {symbol} voor de netwerkkosten',
};
