import type { ConnectingMessages } from './en.js';

/**
 * Polish (pl): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect nie jest skonfigurowany dla tej witryny.',
  'wc.qrLabel': 'Kod QR do połączenia z {name}',
  'wc.scan': 'Zeskanuj ten kod QR w {name}',
  'wc.openMobile': 'Otwórz aplikację',
  'wc.openDesktop': 'Otwórz aplikację na komputer',
  'wc.openWeb': 'Otwórz aplikację webową',
  'farcaster.scan': 'Zeskanuj ten kod QR aparatem telefonu lub w aplikacji Farcaster',
  'farcaster.waiting': 'Czekamy, aż zatwierdzisz logowanie w Farcaster',
  'farcaster.open': 'Otwórz w Farcaster',
  'farcaster.qrLabel': 'Kod QR do logowania przez Farcaster',
  'email.codeSentTo': 'Wpisz 6-cyfrowy kod wysłany na adres {email}',
  'email.codeSentCurrent': 'Wpisz 6-cyfrowy kod wysłany na Twój obecny adres e-mail',
  'email.code': 'Kod',
  'email.resend': 'Wyślij kod ponownie',
  'email.connectedAs': 'Połączono jako {email}',
  'email.newEmail': 'Nowy e-mail',
  'email.enterNew': 'Wpisz nowy adres e-mail',
  'email.recoveryUnlock': 'Wpisz hasło odzyskiwania w portfelu Portico',
  'email.recoveryChoose': 'Ustaw hasło odzyskiwania w portfelu Portico',
  'social.linkDescription':
    'Ten adres e-mail ma już portfel Portico: kod pozwoli Twojemu logowaniu przez {name} go otworzyć.',
  'social.continueIn': 'Kontynuuj w oknie {name}',
  'social.allowAccess': 'Zaloguj się i zezwól Portico na dostęp w otwartym oknie',
  'common.copyLink': 'Kopiuj link',
  'common.preparingQr': 'Przygotowywanie kodu QR…',
  'toast.linkCopied': 'Skopiowano link',
  'toast.linkCopyFailed': 'Nie udało się skopiować linku',
  'connect.searchWallet': 'Szukaj portfela',
  'connect.searchWallets': 'Przeszukaj portfele',
  'connect.wallets': 'Portfele',
  'connect.loadingWallets': 'Ładowanie portfeli…',
  'connect.noWallet': 'Nie znaleziono portfela',
  'connect.yourWallet': 'Twój portfel',
  'connect.continueIn': 'Kontynuuj w: {name}',
  'connect.acceptRequest': 'Zaakceptuj prośbę o połączenie w portfelu',
};
