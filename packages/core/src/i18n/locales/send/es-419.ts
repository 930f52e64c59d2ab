import type { SendMessages } from './en.js';
import { messages as es } from './es.js';

/**
 * Latin-American Spanish (es-419): the send's and receive's messages (the WalletSend, WalletSendPreview and
 * WalletReceive views, core's send checks), the part of `send/en.ts` — es's, with the messages that differ.
 */
export const messages: SendMessages = {
  ...es,
  'send.amount': 'Monto',
  'core.sendAmountAndReceiver': 'Se necesitan un monto y una dirección de destinatario',
  'core.sendTooManyDecimals': '{symbol} tiene {decimals} decimales: el monto tiene más',
  'core.sendInvalidReceiver': 'Ingresa una dirección de {network} válida',
  'core.sendNameNotFound': 'No se encontró ninguna dirección para {name}',
};
