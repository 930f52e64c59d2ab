import type { ConnectingMessages } from './en.js';

/**
 * Indonesian (id): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect belum diatur untuk situs ini.',
  'wc.qrLabel': 'Kode QR untuk menghubungkan {name}',
  'wc.scan': 'Pindai kode QR ini dengan {name}',
  'wc.openMobile': 'Buka aplikasi',
  'wc.openDesktop': 'Buka aplikasi desktop',
  'wc.openWeb': 'Buka aplikasi web',
  'farcaster.scan': 'Pindai kode QR ini dengan kamera ponsel Anda atau aplikasi Farcaster',
  'farcaster.waiting': 'Menunggu Anda menyetujui proses masuk di Farcaster',
  'farcaster.open': 'Buka di Farcaster',
  'farcaster.qrLabel': 'Kode QR untuk masuk dengan Farcaster',
  'email.codeSentTo': 'Masukkan kode 6 digit yang kami kirim ke {email}',
  'email.codeSentCurrent': 'Masukkan kode 6 digit yang kami kirim ke email Anda saat ini',
  'email.code': 'Kode',
  'email.resend': 'Kirim ulang kode',
  'email.connectedAs': 'Terhubung sebagai {email}',
  'email.newEmail': 'Email baru',
  'email.enterNew': 'Masukkan email baru Anda',
  'email.recoveryUnlock': 'Masukkan kata sandi pemulihan di dompet Portico Anda',
  'email.recoveryChoose': 'Buat kata sandi pemulihan di dompet Portico Anda',
  'social.linkDescription':
    'Email ini sudah memiliki dompet Portico: kode ini memungkinkan login {name} Anda membukanya.',
  'social.continueIn': 'Lanjutkan di jendela {name}',
  'social.allowAccess': 'Masuk dan izinkan akses ke Portico di jendela yang terbuka',
  'common.copyLink': 'Salin tautan',
  'common.preparingQr': 'Menyiapkan kode QR…',
  'toast.linkCopied': 'Tautan disalin',
  'toast.linkCopyFailed': 'Gagal menyalin tautan',
  'connect.searchWallet': 'Cari dompet',
  'connect.searchWallets': 'Cari dompet',
  'connect.wallets': 'Dompet',
  'connect.loadingWallets': 'Memuat dompet…',
  'connect.noWallet': 'Dompet tidak ditemukan',
  'connect.yourWallet': 'dompet Anda',
  'connect.continueIn': 'Lanjutkan di {name}',
  'connect.acceptRequest': 'Terima permintaan koneksi di dompet',
};
