import type { SessionMessages } from './en.js';

/**
 * Indonesian (id): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Beralih ke {name}',
  'network.approveSwitch': 'Setujui pergantian jaringan di dompet Anda',
  'network.familyUnsupported':
    'Dompet yang terhubung tidak mendukung jaringan {family}. Lanjutkan untuk menghubungkan dompet yang mendukungnya.',
  'network.switch': 'Ganti',
  'network.unsupported':
    'Aplikasi ini tidak mendukung jaringan Anda saat ini. Beralihlah ke opsi yang tersedia untuk melanjutkan.',
  'wallets.none': 'Tidak ada dompet yang terhubung.',
  'wallets.list': 'Dompet terhubung',
  'wallets.add': 'Tambah dompet',
  'wallets.active': 'Aktif',
  'wallets.switchTo': 'Beralih ke {name}',
  'wallets.disconnect': 'Putuskan {name}',
  'calls.checking': 'Memeriksa batch…',
  'calls.pending': 'Tertunda',
  'calls.confirmed': 'Terkonfirmasi',
  'calls.failed': 'Gagal',
  'calls.unavailable': 'Status tidak tersedia',
  'calls.viewTransaction': 'Lihat transaksi {hash}',
  'calls.transaction': 'Transaksi {hash}',
  'approve.none': 'Tidak ada permintaan yang menunggu.',
  'approve.review': 'Tinjau permintaan di dompet Portico Anda',
  'siwx.asks': '{app} meminta Anda masuk dengan dompet Anda.',
  'siwx.thisApp': 'Aplikasi ini',
  'siwx.message': 'Pesan untuk ditandatangani',
  'siwx.preparing': 'Menyiapkan pesan…',
  'siwx.authenticating': 'Mengautentikasi...',
  'siwx.sign': 'Tandatangani',
};
