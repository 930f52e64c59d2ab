import type { SendMessages } from './en.js';

/**
 * Portuguese (pt): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive
 * views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders
 * kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Código QR do seu endereço',
  'receive.networks': 'Envie somente nestas redes:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} disponível',
  'send.amount': 'Valor',
  'send.max': 'Máx.',
  'send.receiverOrName': 'Endereço ou nome do destinatário',
  'send.receiver': 'Endereço do destinatário',
  'send.receiverProfile': 'Destinatário',
  'send.checking': 'Verificando…',
  'send.preview': 'Revisar envio',
  'send.sent': 'Transação enviada',
  'send.viewOn': 'Ver no {explorer}',
  'send.theExplorer': 'explorador',
  'send.summary': 'Resumo do envio',
  'send.to': 'Para',
  'send.upTo': 'até {amount} {symbol}',
  'send.accountCreation': ' (dos quais {amount} {symbol} abrem a conta de token do destinatário)',
  'send.confirmInWallet': 'Confirme na sua carteira…',
  'send.send': 'Enviar',
  'send.edit': 'Editar',
  'core.sendAmountAndReceiver': 'É preciso informar um valor e um endereço de destinatário',
  'core.sendTokenRequired': 'É preciso escolher um token',
  'core.sendTooManyDecimals': '{symbol} tem {decimals} casas decimais: o valor tem mais',
  'core.sendInvalidReceiver': 'Digite um endereço {network} válido',
  'core.sendBadChecksum': 'Checksum do endereço inválido',
  'core.sendNameNotFound': 'Nenhum endereço encontrado para {name}',
  'core.sendInsufficientBalance': 'Saldo de {symbol} insuficiente',
  'core.sendInsufficientFee': '{symbol} insuficiente para a taxa de rede',
};
