import type { SendMessages } from './en.js';

/**
 * Malay (ms): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Kod QR alamat anda',
  'receive.networks': 'Hantar hanya pada rangkaian ini:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} tersedia',
  'send.amount': 'Amaun',
  'send.max': 'Maks',
  'send.receiverOrName': 'Alamat atau nama penerima',
  'send.receiver': 'Alamat penerima',
  'send.receiverProfile': 'Penerima',
  'send.checking': 'Sedang menyemak…',
  'send.preview': 'Pratonton penghantaran',
  'send.sent': 'Transaksi dihantar',
  'send.viewOn': 'Lihat di {explorer}',
  'send.theExplorer': 'penjelajah',
  'send.summary': 'Ringkasan penghantaran',
  'send.to': 'Kepada',
  'send.upTo': 'sehingga {amount} {symbol}',
  'send.accountCreation': ' (termasuk {amount} {symbol} untuk membuka akaun token penerima)',
  'send.confirmInWallet': 'Sahkan dalam dompet anda…',
  'send.send': 'Hantar',
  'send.edit': 'Edit',
  'core.sendAmountAndReceiver': 'Amaun dan alamat penerima diperlukan',
  'core.sendTokenRequired': 'Token diperlukan',
  'core.sendTooManyDecimals': '{symbol} mempunyai {decimals} tempat perpuluhan: amaun mempunyai lebih',
  'core.sendInvalidReceiver': 'Masukkan alamat {network} yang sah',
  'core.sendBadChecksum': 'Hasil tambah semak alamat tidak sah',
  'core.sendNameNotFound': 'Tiada alamat ditemui untuk {name}',
  'core.sendInsufficientBalance': 'Baki {symbol} tidak mencukupi',
  'core.sendInsufficientFee': '{symbol} tidak mencukupi untuk yuran rangkaian',
};
