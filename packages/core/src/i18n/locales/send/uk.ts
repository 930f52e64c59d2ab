import type { SendMessages } from './en.js';

/**
 * Ukrainian (uk): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive
 * views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders
 * kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'QR-код вашої адреси',
  'receive.networks': 'Надсилайте лише в цих мережах:',
  'send.token': 'Токен',
  'send.available': '{symbol} — доступно {amount}',
  'send.amount': 'Сума',
  'send.max': 'Макс.',
  'send.receiverOrName': 'Адреса або ім’я отримувача',
  'send.receiver': 'Адреса отримувача',
  'send.receiverProfile': 'Отримувач',
  'send.checking': 'Перевірка…',
  'send.preview': 'Попередній перегляд',
  'send.sent': 'Транзакцію надіслано',
  'send.viewOn': 'Відкрити в {explorer}',
  'send.theExplorer': 'оглядачі',
  'send.summary': 'Підсумок надсилання',
  'send.to': 'Кому',
  'send.upTo': 'до {amount} {symbol}',
  'send.accountCreation': ' (з них {amount} {symbol} — на відкриття токен-рахунку отримувача)',
  'send.confirmInWallet': 'Підтвердьте в гаманці…',
  'send.send': 'Надіслати',
  'send.edit': 'Змінити',
  'core.sendAmountAndReceiver': 'Потрібні сума та адреса отримувача',
  'core.sendTokenRequired': 'Потрібно обрати токен',
  'core.sendTooManyDecimals': 'У {symbol} {decimals} знаків після коми: у сумі їх більше',
  'core.sendInvalidReceiver': 'Введіть правильну адресу {network}',
  'core.sendBadChecksum': 'Неправильна контрольна сума адреси',
  'core.sendNameNotFound': 'Адресу для {name} не знайдено',
  'core.sendInsufficientBalance': 'Недостатньо {symbol}',
  'core.sendInsufficientFee': 'Недостатньо {symbol} для комісії мережі',
};
