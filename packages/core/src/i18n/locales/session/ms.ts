import type { SessionMessages } from './en.js';

/**
 * Malay (ms): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Tukar ke {name}',
  'network.approveSwitch': 'Luluskan pertukaran rangkaian dalam dompet anda',
  'network.familyUnsupported':
    'Dompet yang disambungkan tidak menyokong rangkaian {family}. Teruskan untuk menyambungkan dompet yang menyokongnya.',
  'network.switch': 'Tukar',
  'network.unsupported':
    'Aplikasi ini tidak menyokong rangkaian semasa anda. Tukar kepada pilihan yang tersedia untuk meneruskan.',
  'wallets.none': 'Tiada dompet disambungkan.',
  'wallets.list': 'Dompet disambungkan',
  'wallets.add': 'Tambah dompet',
  'wallets.active': 'Aktif',
  'wallets.switchTo': 'Tukar ke {name}',
  'wallets.disconnect': 'Putuskan sambungan {name}',
  'calls.checking': 'Menyemak kelompok…',
  'calls.pending': 'Belum selesai',
  'calls.confirmed': 'Disahkan',
  'calls.failed': 'Gagal',
  'calls.unavailable': 'Status tidak tersedia',
  'calls.viewTransaction': 'Lihat transaksi {hash}',
  'calls.transaction': 'Transaksi {hash}',
  'approve.none': 'Tiada permintaan yang menunggu.',
  'approve.review': 'Semak permintaan dalam dompet Portico anda',
  'siwx.asks': '{app} meminta anda log masuk dengan dompet anda.',
  'siwx.thisApp': 'Aplikasi ini',
  'siwx.message': 'Mesej untuk ditandatangani',
  'siwx.preparing': 'Menyediakan mesej…',
  'siwx.authenticating': 'Sedang mengesahkan...',
  'siwx.sign': 'Tandatangan',
};
