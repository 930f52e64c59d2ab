import type { SendMessages } from './en.js';

/**
 * Indonesian (id): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive
 * views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders
 * kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Kode QR alamat Anda',
  'receive.networks': 'Kirim hanya di jaringan berikut:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} tersedia',
  'send.amount': 'Jumlah',
  'send.max': 'Maks',
  'send.receiverOrName': 'Alamat atau nama penerima',
  'send.receiver': 'Alamat penerima',
  'send.receiverProfile': 'Penerima',
  'send.checking': 'Memeriksa…',
  'send.preview': 'Pratinjau pengiriman',
  'send.sent': 'Transaksi terkirim',
  'send.viewOn': 'Lihat di {explorer}',
  'send.theExplorer': 'explorer',
  'send.summary': 'Ringkasan pengiriman',
  'send.to': 'Ke',
  'send.upTo': 'hingga {amount} {symbol}',
  'send.accountCreation': ' (termasuk {amount} {symbol} untuk membuka akun token penerima)',
  'send.confirmInWallet': 'Konfirmasi di dompet Anda…',
  'send.send': 'Kirim',
  'send.edit': 'Ubah',
  'core.sendAmountAndReceiver': 'Jumlah dan alamat penerima wajib diisi',
  'core.sendTokenRequired': 'Token wajib dipilih',
  'core.sendTooManyDecimals': '{symbol} memiliki {decimals} desimal: jumlahnya lebih dari itu',
  'core.sendInvalidReceiver': 'Masukkan alamat {network} yang valid',
  'core.sendBadChecksum': 'Checksum alamat tidak valid',
  'core.sendNameNotFound': 'Tidak ada alamat untuk {name}',
  'core.sendInsufficientBalance': 'Saldo {symbol} tidak cukup',
  'core.sendInsufficientFee': '{symbol} tidak cukup untuk biaya jaringan',
};
