import type { ConnectingMessages } from './en.js';

/**
 * Ukrainian (uk): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect не налаштовано для цього сайту.',
  'wc.qrLabel': 'QR-код для підключення {name}',
  'wc.scan': 'Відскануйте цей QR-код у {name}',
  'wc.openMobile': 'Відкрити застосунок',
  'wc.openDesktop': 'Відкрити застосунок для комп’ютера',
  'wc.openWeb': 'Відкрити вебзастосунок',
  'farcaster.scan': 'Відскануйте цей QR-код камерою телефона або в застосунку Farcaster',
  'farcaster.waiting': 'Чекаємо, поки ви підтвердите вхід у Farcaster',
  'farcaster.open': 'Відкрити у Farcaster',
  'farcaster.qrLabel': 'QR-код для входу через Farcaster',
  'email.codeSentTo': 'Введіть 6-значний код, який ми надіслали на {email}',
  'email.codeSentCurrent': 'Введіть 6-значний код, який ми надіслали на ваш поточний email',
  'email.code': 'Код',
  'email.resend': 'Надіслати код ще раз',
  'email.connectedAs': 'Ви увійшли як {email}',
  'email.newEmail': 'Новий email',
  'email.enterNew': 'Введіть новий email',
  'email.recoveryUnlock': 'Введіть пароль відновлення в гаманці Portico',
  'email.recoveryChoose': 'Створіть пароль відновлення в гаманці Portico',
  'social.linkDescription':
    'Для цього email уже є гаманець Portico: код дозволить відкрити його через вхід з {name}.',
  'social.continueIn': 'Продовжте у вікні {name}',
  'social.allowAccess': 'Увійдіть і дозвольте доступ Portico у вікні, що відкрилося',
  'common.copyLink': 'Копіювати посилання',
  'common.preparingQr': 'Готуємо QR-код…',
  'toast.linkCopied': 'Посилання скопійовано',
  'toast.linkCopyFailed': 'Не вдалося скопіювати посилання',
  'connect.searchWallet': 'Знайти гаманець',
  'connect.searchWallets': 'Пошук гаманців',
  'connect.wallets': 'Гаманці',
  'connect.loadingWallets': 'Завантаження гаманців…',
  'connect.noWallet': 'Гаманець не знайдено',
  'connect.yourWallet': 'вашому гаманці',
  'connect.continueIn': 'Продовжте в {name}',
  'connect.acceptRequest': 'Прийміть запит на підключення в гаманці',
};
