import type { SessionMessages } from './en.js';

/**
 * Russian (ru): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Переключиться на {name}',
  'network.approveSwitch': 'Подтвердите смену сети в кошельке',
  'network.familyUnsupported':
    'Подключённый кошелёк не поддерживает сети {family}. Продолжите, чтобы подключить кошелёк с их поддержкой.',
  'network.switch': 'Переключить',
  'network.unsupported':
    'Это приложение не поддерживает вашу текущую сеть. Переключитесь на доступный вариант, чтобы продолжить.',
  'wallets.none': 'Нет подключённых кошельков.',
  'wallets.list': 'Подключённые кошельки',
  'wallets.add': 'Добавить кошелёк',
  'wallets.active': 'Активный',
  'wallets.switchTo': 'Переключиться на {name}',
  'wallets.disconnect': 'Отключить {name}',
  'calls.checking': 'Проверка пакета…',
  'calls.pending': 'В ожидании',
  'calls.confirmed': 'Подтверждена',
  'calls.failed': 'Не выполнена',
  'calls.unavailable': 'Статус недоступен',
  'calls.viewTransaction': 'Посмотреть транзакцию {hash}',
  'calls.transaction': 'Транзакция {hash}',
  'approve.none': 'Нет ожидающих запросов.',
  'approve.review': 'Проверьте запрос в кошельке Portico',
  'siwx.asks': '{app} просит вас войти с помощью кошелька.',
  'siwx.thisApp': 'Это приложение',
  'siwx.message': 'Сообщение для подписи',
  'siwx.preparing': 'Готовим сообщение…',
  'siwx.authenticating': 'Аутентификация...',
  'siwx.sign': 'Подписать',
};
