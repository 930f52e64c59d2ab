import type { SessionMessages } from './en.js';

/**
 * Ukrainian (uk): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Перейти на {name}',
  'network.approveSwitch': 'Підтвердьте зміну мережі в гаманці',
  'network.familyUnsupported':
    'Підключений гаманець не підтримує мережі {family}. Продовжте, щоб підключити гаманець з їх підтримкою.',
  'network.switch': 'Перемкнути',
  'network.unsupported':
    'Цей застосунок не підтримує вашу поточну мережу. Перейдіть на доступний варіант, щоб продовжити.',
  'wallets.none': 'Немає підключених гаманців.',
  'wallets.list': 'Підключені гаманці',
  'wallets.add': 'Додати гаманець',
  'wallets.active': 'Активний',
  'wallets.switchTo': 'Перейти на {name}',
  'wallets.disconnect': 'Відключити {name}',
  'calls.checking': 'Перевірка пакета…',
  'calls.pending': 'Очікує',
  'calls.confirmed': 'Підтверджено',
  'calls.failed': 'Не виконано',
  'calls.unavailable': 'Статус недоступний',
  'calls.viewTransaction': 'Переглянути транзакцію {hash}',
  'calls.transaction': 'Транзакція {hash}',
  'approve.none': 'Немає запитів в очікуванні.',
  'approve.review': 'Перевірте запит у гаманці Portico',
  'siwx.asks': '{app} просить вас увійти за допомогою гаманця.',
  'siwx.thisApp': 'Цей застосунок',
  'siwx.message': 'Повідомлення для підпису',
  'siwx.preparing': 'Готуємо повідомлення…',
  'siwx.authenticating': 'Автентифікація...',
  'siwx.sign': 'Підписати',
};
