import type { PageMessages } from './en.js';

/** The cloud pages' words in ms. */
export const messages: PageMessages = {
  mailboxTitle: 'Peti mel Portico',
  mailboxIntro:
    'E-mel yang akan dihantar oleh awan (tiada pelayan SMTP dikonfigurasikan), yang terbaharu dahulu.',
  mailboxEmpty: 'Belum ada e-mel.',
  mailboxTo: 'Kepada {to}, {time}',
  checkoutTitle: 'Pembayaran',
  amount: 'Amaun',
  youReceive: 'Anda menerima {amount} pada {network} di {account}',
  cardNumber: 'Nombor kad',
  expiry: 'Tarikh luput (BB/TT)',
  cvc: 'CVC',
  pay: 'Bayar',
  testCards: 'Kad ujian: 4242 4242 4242 4242 berjaya; 4000 0000 0000 0002 ditolak.',
  useTestCard: 'Gunakan kad ujian: 4242 4242 4242 4242 atau 4000 0000 0000 0002.',
  orderNotFound: 'Pesanan tidak ditemui',
  orderMissing: 'Pesanan ini tidak wujud.',
  orderClosed: 'Pesanan ditutup',
  orderIs: 'Status pesanan ini: {status}.',
  stale: 'Pesanan ini sudah dibayar atau ditolak, atau borang sudah lapuk.',
  refused: 'Ditolak',
  ownPage: 'Borang ini mesti dihantar dari halamannya sendiri.',
  declinedTitle: 'Pembayaran ditolak',
  declined: 'Kad anda telah ditolak.',
  failedTitle: 'Pembayaran gagal',
  noAmount: 'Pesanan tiada amaun',
  deliveryFailed: 'Penghantaran gagal',
  completeTitle: 'Pembayaran selesai',
  delivered: 'Dihantar: {hash}',
};
