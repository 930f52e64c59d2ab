import type { SendMessages } from './en.js';

/**
 * Polish (pl): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Kod QR Twojego adresu',
  'receive.networks': 'Wysyłaj tylko w tych sieciach:',
  'send.token': 'Token',
  'send.available': '{symbol} — dostępne: {amount}',
  'send.amount': 'Kwota',
  'send.max': 'Maks.',
  'send.receiverOrName': 'Adres lub nazwa odbiorcy',
  'send.receiver': 'Adres odbiorcy',
  'send.receiverProfile': 'Odbiorca',
  'send.checking': 'Sprawdzanie…',
  'send.preview': 'Podgląd wysyłki',
  'send.sent': 'Wysłano transakcję',
  'send.viewOn': 'Zobacz w {explorer}',
  'send.theExplorer': 'eksploratorze',
  'send.summary': 'Podsumowanie wysyłki',
  'send.to': 'Do',
  'send.upTo': 'do {amount} {symbol}',
  'send.accountCreation': ' (z czego {amount} {symbol} otwiera konto tokena odbiorcy)',
  'send.confirmInWallet': 'Potwierdź w portfelu…',
  'send.send': 'Wyślij',
  'send.edit': 'Edytuj',
  'core.sendAmountAndReceiver': 'Wymagane są kwota i adres odbiorcy',
  'core.sendTokenRequired': 'Wymagany jest token',
  'core.sendTooManyDecimals': '{symbol} ma {decimals} miejsc po przecinku: kwota ma ich więcej',
  'core.sendInvalidReceiver': 'Wpisz prawidłowy adres {network}',
  'core.sendBadChecksum': 'Nieprawidłowa suma kontrolna adresu',
  'core.sendNameNotFound': 'Nie znaleziono adresu dla {name}',
  'core.sendInsufficientBalance': 'Niewystarczające saldo {symbol}',
  'core.sendInsufficientFee': 'Za mało {symbol} na opłatę sieciową',
};
