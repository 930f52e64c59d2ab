import type { ConnectingMessages } from './en.js';

/**
 * French (fr): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect n’est pas configuré pour ce site.',
  'wc.qrLabel': 'QR code pour connecter {name}',
  'wc.scan': 'Scannez ce QR code avec {name}',
  'wc.openMobile': 'Ouvrir l’application',
  'wc.openDesktop': 'Ouvrir l’application de bureau',
  'wc.openWeb': 'Ouvrir l’application web',
  'farcaster.scan': 'Scannez ce QR code avec l’appareil photo de votre téléphone ou l’application Farcaster',
  'farcaster.waiting': 'En attente de votre approbation de la connexion dans Farcaster',
  'farcaster.open': 'Ouvrir dans Farcaster',
  'farcaster.qrLabel': 'QR code pour se connecter avec Farcaster',
  'email.codeSentTo': 'Saisissez le code à 6 chiffres envoyé à {email}',
  'email.codeSentCurrent': 'Saisissez le code à 6 chiffres envoyé à votre adresse e-mail actuelle',
  'email.code': 'Code',
  'email.resend': 'Renvoyer le code',
  'email.connectedAs': 'Connecté en tant que {email}',
  'email.newEmail': 'Nouvel e-mail',
  'email.enterNew': 'Saisissez votre nouvel e-mail',
  'email.recoveryUnlock': 'Saisissez votre mot de passe de récupération dans votre wallet Portico',
  'email.recoveryChoose': 'Choisissez un mot de passe de récupération dans votre wallet Portico',
  'social.linkDescription':
    'Cet e-mail a déjà un wallet Portico : le code permet à votre connexion {name} de l’ouvrir.',
  'social.continueIn': 'Continuez dans la fenêtre {name}',
  'social.allowAccess': 'Connectez-vous et autorisez l’accès à Portico dans la fenêtre qui s’est ouverte',
  'common.copyLink': 'Copier le lien',
  'common.preparingQr': 'Préparation du QR code…',
  'toast.linkCopied': 'Lien copié',
  'toast.linkCopyFailed': 'Impossible de copier le lien',
  'connect.searchWallet': 'Rechercher un wallet',
  'connect.searchWallets': 'Rechercher des wallets',
  'connect.wallets': 'Wallets',
  'connect.loadingWallets': 'Chargement des wallets…',
  'connect.noWallet': 'Aucun wallet trouvé',
  'connect.yourWallet': 'votre wallet',
  'connect.continueIn': 'Continuez dans {name}',
  'connect.acceptRequest': 'Acceptez la demande de connexion dans le wallet',
};
