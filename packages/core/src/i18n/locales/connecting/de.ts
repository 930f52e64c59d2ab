import type { ConnectingMessages } from './en.js';

/**
 * German (de): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect ist für diese Website nicht eingerichtet.',
  'wc.qrLabel': 'QR-Code zum Verbinden mit {name}',
  'wc.scan': 'Scanne diesen QR-Code mit {name}',
  'wc.openMobile': 'App öffnen',
  'wc.openDesktop': 'Desktop-App öffnen',
  'wc.openWeb': 'Web-App öffnen',
  'farcaster.scan': 'Scanne diesen QR-Code mit der Kamera deines Telefons oder der Farcaster-App',
  'farcaster.waiting': 'Warte darauf, dass du die Anmeldung in Farcaster bestätigst',
  'farcaster.open': 'In Farcaster öffnen',
  'farcaster.qrLabel': 'QR-Code zur Anmeldung mit Farcaster',
  'email.codeSentTo': 'Gib den 6-stelligen Code ein, den wir an {email} gesendet haben',
  'email.codeSentCurrent':
    'Gib den 6-stelligen Code ein, den wir an deine aktuelle E-Mail-Adresse gesendet haben',
  'email.code': 'Code',
  'email.resend': 'Code erneut senden',
  'email.connectedAs': 'Verbunden als {email}',
  'email.newEmail': 'Neue E-Mail-Adresse',
  'email.enterNew': 'Gib deine neue E-Mail-Adresse ein',
  'email.recoveryUnlock': 'Gib dein Wiederherstellungspasswort in deiner Portico-Wallet ein',
  'email.recoveryChoose': 'Wähle ein Wiederherstellungspasswort in deiner Portico-Wallet',
  'social.linkDescription':
    'Zu dieser E-Mail-Adresse gibt es bereits eine Portico-Wallet: Mit dem Code kann deine {name}-Anmeldung sie öffnen.',
  'social.continueIn': 'Weiter im {name}-Fenster',
  'social.allowAccess': 'Melde dich im geöffneten Fenster an und erlaube Portico den Zugriff',
  'common.copyLink': 'Link kopieren',
  'common.preparingQr': 'QR-Code wird vorbereitet…',
  'toast.linkCopied': 'Link kopiert',
  'toast.linkCopyFailed': 'Der Link konnte nicht kopiert werden',
  'connect.searchWallet': 'Wallet suchen',
  'connect.searchWallets': 'Wallets durchsuchen',
  'connect.wallets': 'Wallets',
  'connect.loadingWallets': 'Wallets werden geladen…',
  'connect.noWallet': 'Keine Wallet gefunden',
  'connect.yourWallet': 'deiner Wallet',
  'connect.continueIn': 'Weiter in {name}',
  'connect.acceptRequest': 'Bestätige die Verbindungsanfrage in der Wallet',
};
