import type { ConnectingMessages } from './en.js';

/**
 * Russian (ru): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect не настроен для этого сайта.',
  'wc.qrLabel': 'QR-код для подключения {name}',
  'wc.scan': 'Отсканируйте этот QR-код в {name}',
  'wc.openMobile': 'Открыть приложение',
  'wc.openDesktop': 'Открыть приложение для компьютера',
  'wc.openWeb': 'Открыть веб-приложение',
  'farcaster.scan': 'Отсканируйте этот QR-код камерой телефона или в приложении Farcaster',
  'farcaster.waiting': 'Ждём, пока вы подтвердите вход в Farcaster',
  'farcaster.open': 'Открыть в Farcaster',
  'farcaster.qrLabel': 'QR-код для входа через Farcaster',
  'email.codeSentTo': 'Введите 6-значный код, который мы отправили на {email}',
  'email.codeSentCurrent': 'Введите 6-значный код, который мы отправили на ваш текущий email',
  'email.code': 'Код',
  'email.resend': 'Отправить код повторно',
  'email.connectedAs': 'Вы вошли как {email}',
  'email.newEmail': 'Новый email',
  'email.enterNew': 'Введите новый email',
  'email.recoveryUnlock': 'Введите пароль восстановления в кошельке Portico',
  'email.recoveryChoose': 'Придумайте пароль восстановления в кошельке Portico',
  'social.linkDescription':
    'У этого email уже есть кошелёк Portico: код позволит открыть его через вход с {name}.',
  'social.continueIn': 'Продолжите в окне {name}',
  'social.allowAccess': 'Войдите и разрешите доступ Portico в открывшемся окне',
  'common.copyLink': 'Копировать ссылку',
  'common.preparingQr': 'Готовим QR-код…',
  'toast.linkCopied': 'Ссылка скопирована',
  'toast.linkCopyFailed': 'Не удалось скопировать ссылку',
  'connect.searchWallet': 'Найти кошелёк',
  'connect.searchWallets': 'Поиск кошельков',
  'connect.wallets': 'Кошельки',
  'connect.loadingWallets': 'Загрузка кошельков…',
  'connect.noWallet': 'Кошелёк не найден',
  'connect.yourWallet': 'вашем кошельке',
  'connect.continueIn': 'Продолжите в {name}',
  'connect.acceptRequest': 'Примите запрос на подключение в кошельке',
};
