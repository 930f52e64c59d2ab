import type { SendMessages } from './en.js';

/**
 * Italian (it): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Codice QR del tuo indirizzo',
  'receive.networks': 'Invia solo su queste reti:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} disponibili',
  'send.amount': 'Importo',
  'send.max': 'Max',
  'send.receiverOrName': 'Indirizzo o nome del destinatario',
  'send.receiver': 'Indirizzo del destinatario',
  'send.receiverProfile': 'Destinatario',
  'send.checking': 'Verifica in corso…',
  'send.preview': 'Anteprima invio',
  'send.sent': 'Transazione inviata',
  'send.viewOn': 'Visualizza su {explorer}',
  'send.theExplorer': 'explorer',
  'send.summary': 'Riepilogo dell’invio',
  'send.to': 'A',
  'send.upTo': 'fino a {amount} {symbol}',
  'send.accountCreation': ' (di cui {amount} {symbol} per aprire il conto token del destinatario)',
  'send.confirmInWallet': 'Conferma nel tuo wallet…',
  'send.send': 'Invia',
  'send.edit': 'Modifica',
  'core.sendAmountAndReceiver': 'Servono un importo e l’indirizzo del destinatario',
  'core.sendTokenRequired': 'Serve un token',
  'core.sendTooManyDecimals': '{symbol} ha {decimals} decimali: l’importo ne ha di più',
  'core.sendInvalidReceiver': 'Inserisci un indirizzo {network} valido',
  'core.sendBadChecksum': 'Checksum dell’indirizzo non valido',
  'core.sendNameNotFound': 'Nessun indirizzo trovato per {name}',
  'core.sendInsufficientBalance': 'Saldo {symbol} insufficiente',
  'core.sendInsufficientFee': '{symbol} insufficienti per la commissione di rete',
};
