import type { SendMessages } from './en.js';

/**
 * Russian (ru): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'QR-код вашего адреса',
  'receive.networks': 'Отправляйте только в этих сетях:',
  'send.token': 'Токен',
  'send.available': '{symbol} — доступно {amount}',
  'send.amount': 'Сумма',
  'send.max': 'Макс.',
  'send.receiverOrName': 'Адрес или имя получателя',
  'send.receiver': 'Адрес получателя',
  'send.receiverProfile': 'Получатель',
  'send.checking': 'Проверка…',
  'send.preview': 'Предпросмотр',
  'send.sent': 'Транзакция отправлена',
  'send.viewOn': 'Открыть в {explorer}',
  'send.theExplorer': 'обозревателе',
  'send.summary': 'Сводка отправки',
  'send.to': 'Кому',
  'send.upTo': 'до {amount} {symbol}',
  'send.accountCreation': ' (из них {amount} {symbol} — на открытие токен-счёта получателя)',
  'send.confirmInWallet': 'Подтвердите в кошельке…',
  'send.send': 'Отправить',
  'send.edit': 'Изменить',
  'core.sendAmountAndReceiver': 'Нужны сумма и адрес получателя',
  'core.sendTokenRequired': 'Нужно выбрать токен',
  'core.sendTooManyDecimals': 'У {symbol} {decimals} знаков после запятой: в сумме их больше',
  'core.sendInvalidReceiver': 'Введите корректный адрес {network}',
  'core.sendBadChecksum': 'Неверная контрольная сумма адреса',
  'core.sendNameNotFound': 'Адрес для {name} не найден',
  'core.sendInsufficientBalance': 'Недостаточно {symbol}',
  'core.sendInsufficientFee': 'Недостаточно {symbol} для комиссии сети',
};
