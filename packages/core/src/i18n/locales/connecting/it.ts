import type { ConnectingMessages } from './en.js';

/**
 * Italian (it): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect non è configurato per questo sito.',
  'wc.qrLabel': 'Codice QR per collegare {name}',
  'wc.scan': 'Scansiona questo codice QR con {name}',
  'wc.openMobile': 'Apri l’app',
  'wc.openDesktop': 'Apri l’app desktop',
  'wc.openWeb': 'Apri l’app web',
  'farcaster.scan': 'Scansiona questo codice QR con la fotocamera del telefono o con l’app Farcaster',
  'farcaster.waiting': 'In attesa che tu approvi l’accesso in Farcaster',
  'farcaster.open': 'Apri in Farcaster',
  'farcaster.qrLabel': 'Codice QR per accedere con Farcaster',
  'email.codeSentTo': 'Inserisci il codice a 6 cifre che abbiamo inviato a {email}',
  'email.codeSentCurrent': 'Inserisci il codice a 6 cifre che abbiamo inviato alla tua email attuale',
  'email.code': 'Codice',
  'email.resend': 'Invia di nuovo il codice',
  'email.connectedAs': 'Connesso come {email}',
  'email.newEmail': 'Nuova email',
  'email.enterNew': 'Inserisci la tua nuova email',
  'email.recoveryUnlock': 'Inserisci la password di recupero nel tuo wallet Portico',
  'email.recoveryChoose': 'Scegli una password di recupero nel tuo wallet Portico',
  'social.linkDescription':
    'Questa email ha già un wallet Portico: il codice consente al tuo accesso con {name} di aprirlo.',
  'social.continueIn': 'Continua nella finestra di {name}',
  'social.allowAccess': 'Accedi e consenti l’accesso a Portico nella finestra che si è aperta',
  'common.copyLink': 'Copia link',
  'common.preparingQr': 'Preparazione del codice QR…',
  'toast.linkCopied': 'Link copiato',
  'toast.linkCopyFailed': 'Impossibile copiare il link',
  'connect.searchWallet': 'Cerca wallet',
  'connect.searchWallets': 'Cerca tra i wallet',
  'connect.wallets': 'Wallet',
  'connect.loadingWallets': 'Caricamento dei wallet…',
  'connect.noWallet': 'Nessun wallet trovato',
  'connect.yourWallet': 'il tuo wallet',
  'connect.continueIn': 'Continua in {name}',
  'connect.acceptRequest': 'Accetta la richiesta di connessione nel wallet',
};
