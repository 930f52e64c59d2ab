import type { ConnectingMessages } from './en.js';

/**
 * Malay (ms): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect belum disediakan untuk laman ini.',
  'wc.qrLabel': 'Kod QR untuk menyambungkan {name}',
  'wc.scan': 'Imbas kod QR ini dengan {name}',
  'wc.openMobile': 'Buka aplikasi',
  'wc.openDesktop': 'Buka aplikasi desktop',
  'wc.openWeb': 'Buka aplikasi web',
  'farcaster.scan': 'Imbas kod QR ini dengan kamera telefon anda atau aplikasi Farcaster',
  'farcaster.waiting': 'Menunggu anda meluluskan log masuk dalam Farcaster',
  'farcaster.open': 'Buka dalam Farcaster',
  'farcaster.qrLabel': 'Kod QR untuk log masuk dengan Farcaster',
  'email.codeSentTo': 'Masukkan kod 6 digit yang kami hantar ke {email}',
  'email.codeSentCurrent': 'Masukkan kod 6 digit yang kami hantar ke e-mel semasa anda',
  'email.code': 'Kod',
  'email.resend': 'Hantar semula kod',
  'email.connectedAs': 'Disambungkan sebagai {email}',
  'email.newEmail': 'E-mel baharu',
  'email.enterNew': 'Masukkan e-mel baharu anda',
  'email.recoveryUnlock': 'Masukkan kata laluan pemulihan dalam dompet Portico anda',
  'email.recoveryChoose': 'Pilih kata laluan pemulihan dalam dompet Portico anda',
  'social.linkDescription':
    'E-mel ini sudah mempunyai dompet Portico: kod ini membolehkan log masuk {name} anda membukanya.',
  'social.continueIn': 'Teruskan dalam tetingkap {name}',
  'social.allowAccess': 'Log masuk dan benarkan akses kepada Portico dalam tetingkap yang dibuka',
  'common.copyLink': 'Salin pautan',
  'common.preparingQr': 'Menyediakan kod QR…',
  'toast.linkCopied': 'Pautan disalin',
  'toast.linkCopyFailed': 'Gagal menyalin pautan',
  'connect.searchWallet': 'Cari dompet',
  'connect.searchWallets': 'Cari dompet',
  'connect.wallets': 'Dompet',
  'connect.loadingWallets': 'Memuatkan dompet…',
  'connect.noWallet': 'Tiada dompet ditemui',
  'connect.yourWallet': 'dompet anda',
  'connect.continueIn': 'Teruskan dalam {name}',
  'connect.acceptRequest': 'Terima permintaan sambungan dalam dompet',
};
