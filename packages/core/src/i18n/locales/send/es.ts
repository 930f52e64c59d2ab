import type { SendMessages } from './en.js';

/**
 * Spanish (Spain) (es): the send's and receive's messages (the WalletSend, WalletSendPreview and
 * WalletReceive views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and
 * placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Código QR de tu dirección',
  'receive.networks': 'Envía solo en estas redes:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} disponible',
  'send.amount': 'Importe',
  'send.max': 'Máx.',
  'send.receiverOrName': 'Dirección o nombre del destinatario',
  'send.receiver': 'Dirección del destinatario',
  'send.receiverProfile': 'Destinatario',
  'send.checking': 'Comprobando…',
  'send.preview': 'Revisar envío',
  'send.sent': 'Transacción enviada',
  'send.viewOn': 'Ver en {explorer}',
  'send.theExplorer': 'el explorador',
  'send.summary': 'Resumen del envío',
  'send.to': 'Para',
  'send.upTo': 'hasta {amount} {symbol}',
  'send.accountCreation': ' (de los cuales {amount} {symbol} abren la cuenta de token del destinatario)',
  'send.confirmInWallet': 'Confirma en tu billetera…',
  'send.send': 'Enviar',
  'send.edit': 'Editar',
  'core.sendAmountAndReceiver': 'Se necesitan un importe y una dirección de destinatario',
  'core.sendTokenRequired': 'Se necesita un token',
  'core.sendTooManyDecimals': '{symbol} tiene {decimals} decimales: el importe tiene más',
  'core.sendInvalidReceiver': 'Introduce una dirección de {network} válida',
  'core.sendBadChecksum': 'Suma de comprobación de la dirección no válida',
  'core.sendNameNotFound': 'No se ha encontrado ninguna dirección para {name}',
  'core.sendInsufficientBalance': 'Saldo de {symbol} insuficiente',
  'core.sendInsufficientFee': 'No hay suficiente {symbol} para la comisión de red',
};
