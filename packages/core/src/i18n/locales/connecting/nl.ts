import type { ConnectingMessages } from './en.js';

/**
 * Dutch (nl): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect is niet ingesteld voor deze site.',
  'wc.qrLabel': 'QR-code om {name} te verbinden',
  'wc.scan': 'Scan deze QR-code met {name}',
  'wc.openMobile': 'App openen',
  'wc.openDesktop': 'Desktop-app openen',
  'wc.openWeb': 'Web-app openen',
  'farcaster.scan': 'Scan deze QR-code met de camera van je telefoon of de Farcaster-app',
  'farcaster.waiting': 'Wachten tot je de aanmelding in Farcaster goedkeurt',
  'farcaster.open': 'Openen in Farcaster',
  'farcaster.qrLabel': 'QR-code om in te loggen met Farcaster',
  'email.codeSentTo': 'Voer de 6-cijferige code in die we naar {email} hebben gestuurd',
  'email.codeSentCurrent': 'Voer de 6-cijferige code in die we naar je huidige e-mailadres hebben gestuurd',
  'email.code': 'Code',
  'email.resend': 'Code opnieuw sturen',
  'email.connectedAs': 'Verbonden als {email}',
  'email.newEmail': 'Nieuw e-mailadres',
  'email.enterNew': 'Voer je nieuwe e-mailadres in',
  'email.recoveryUnlock': 'Voer je herstelwachtwoord in je Portico-wallet in',
  'email.recoveryChoose': 'Kies een herstelwachtwoord in je Portico-wallet',
  'social.linkDescription':
    'Dit e-mailadres heeft al een Portico-wallet: met de code kan je {name}-login deze openen.',
  'social.continueIn': 'Ga verder in het {name}-venster',
  'social.allowAccess': 'Log in en geef Portico toegang in het venster dat is geopend',
  'common.copyLink': 'Link kopiëren',
  'common.preparingQr': 'QR-code voorbereiden…',
  'toast.linkCopied': 'Link gekopieerd',
  'toast.linkCopyFailed': 'De link kon niet worden gekopieerd',
  'connect.searchWallet': 'Wallet zoeken',
  'connect.searchWallets': 'Wallets doorzoeken',
  'connect.wallets': 'Wallets',
  'connect.loadingWallets': 'Wallets laden…',
  'connect.noWallet': 'Geen wallet gevonden',
  'connect.yourWallet': 'je wallet',
  'connect.continueIn': 'Ga verder in {name}',
  'connect.acceptRequest': 'Accepteer het verbindingsverzoek in de wallet',
};
