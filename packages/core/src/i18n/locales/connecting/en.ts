/**
 * The catalogue's connecting part, in English: the connecting views' messages (the wallet list's search, an
 * external wallet, WalletConnect, Farcaster, email, social login, the email update). It ships in the chunk of
 * the ConnectingExternal, AllWallets, ConnectingWalletConnect, ConnectingFarcaster, ConnectingSocial,
 * EmailLogin and UpdateEmailWallet views (whose modules import it through `connectingMessagePart`), not in
 * the initial JS; each other locale's part is a chunk of its own (`connecting/<locale>.ts`), loaded when both
 * the locale and the part are needed.
 */
export const en = {
  // WalletConnect and Farcaster
  'wc.notSetUp': 'WalletConnect is not set up for this site.',
  'wc.qrLabel': 'QR code to connect {name}',
  'wc.scan': 'Scan this QR code with {name}',
  'wc.openMobile': 'Open the app',
  'wc.openDesktop': 'Open the desktop app',
  'wc.openWeb': 'Open the web app',
  'farcaster.scan': "Scan this QR code with your phone's camera or the Farcaster app",
  'farcaster.waiting': 'Waiting for you to approve the sign-in in Farcaster',
  'farcaster.open': 'Open in Farcaster',
  'farcaster.qrLabel': 'QR code to sign in with Farcaster',
  // Email, social and the recovery password
  'email.codeSentTo': 'Enter the 6-digit code we sent to {email}',
  'email.codeSentCurrent': 'Enter the 6-digit code we sent to your current email',
  'email.code': 'Code',
  'email.resend': 'Resend code',
  'email.connectedAs': 'Connected as {email}',
  'email.newEmail': 'New email',
  'email.enterNew': 'Enter your new email',
  'email.recoveryUnlock': 'Enter your recovery password in your Portico wallet',
  'email.recoveryChoose': 'Choose a recovery password in your Portico wallet',
  'social.linkDescription':
    'This email already has a Portico wallet: the code lets your {name} login open it.',
  'social.continueIn': 'Continue in the {name} window',
  'social.allowAccess': 'Log in and allow access to Portico in the window that opened',
  'common.copyLink': 'Copy link',
  'common.preparingQr': 'Preparing the QR code…',
  'toast.linkCopied': 'Link copied',
  'toast.linkCopyFailed': 'Failed to copy the link',
  // The wallet list's search and an external wallet's connecting
  'connect.searchWallet': 'Search wallet',
  'connect.searchWallets': 'Search wallets',
  'connect.wallets': 'Wallets',
  'connect.loadingWallets': 'Loading wallets…',
  'connect.noWallet': 'No wallet found',
  'connect.yourWallet': 'your wallet',
  'connect.continueIn': 'Continue in {name}',
  'connect.acceptRequest': 'Accept the connection request in the wallet',
} as const;

/** The connecting part in one locale: one message per key of its English. */
export type ConnectingMessages = { readonly [K in keyof typeof en]: string };
