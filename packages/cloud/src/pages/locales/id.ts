import type { PageMessages } from './en.js';

/** The cloud pages' words in id. */
export const messages: PageMessages = {
  mailboxTitle: 'Kotak surat Portico',
  mailboxIntro:
    'Email yang akan dikirim cloud (tidak ada server SMTP yang dikonfigurasi), terbaru lebih dulu.',
  mailboxEmpty: 'Belum ada email.',
  mailboxTo: 'Kepada {to}, {time}',
  checkoutTitle: 'Pembayaran',
  amount: 'Jumlah',
  youReceive: 'Anda menerima {amount} di {network} ke {account}',
  cardNumber: 'Nomor kartu',
  expiry: 'Masa berlaku (BB/TT)',
  cvc: 'CVC',
  pay: 'Bayar',
  testCards: 'Kartu uji: 4242 4242 4242 4242 berhasil; 4000 0000 0000 0002 ditolak.',
  useTestCard: 'Gunakan kartu uji: 4242 4242 4242 4242 atau 4000 0000 0000 0002.',
  orderNotFound: 'Pesanan tidak ditemukan',
  orderMissing: 'Pesanan ini tidak ada.',
  orderClosed: 'Pesanan ditutup',
  orderIs: 'Status pesanan ini: {status}.',
  stale: 'Pesanan ini sudah dibayar atau ditolak, atau formulirnya sudah usang.',
  refused: 'Ditolak',
  ownPage: 'Formulir ini harus dikirim dari halamannya sendiri.',
  declinedTitle: 'Pembayaran ditolak',
  declined: 'Kartu Anda ditolak.',
  failedTitle: 'Pembayaran gagal',
  noAmount: 'Pesanan tidak memiliki jumlah',
  deliveryFailed: 'Pengiriman gagal',
  completeTitle: 'Pembayaran selesai',
  delivered: 'Terkirim: {hash}',
};
