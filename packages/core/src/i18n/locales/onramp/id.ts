import type { OnrampMessages } from './en.js';

/**
 * Indonesian (id): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp
 * labels), the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Memuat penyedia…',
  'onramp.noProviders': 'Tidak ada penyedia yang tersedia.',
  'onramp.providers': 'Penyedia',
  'onramp.recentPurchases': 'Pembelian terbaru',
  'onramp.chooseFirst': 'Pilih penyedia terlebih dahulu.',
  'onramp.choose': 'Pilih penyedia',
  'onramp.payWith': 'Bayar dengan',
  'onramp.currencyToBuy': 'Mata uang yang dibeli',
  'onramp.amountIn': 'Jumlah ({currency})',
  'onramp.gettingQuote': 'Mendapatkan penawaran…',
  'onramp.youReceive': 'Anda menerima',
  'onramp.providerFee': 'Biaya penyedia',
  'onramp.total': 'Total',
  'onramp.opening': 'Membuka halaman pembayaran…',
  'onramp.waiting': 'Selesaikan pembayaran di jendela pembayaran. Menunggu pesanan Anda…',
  'onramp.stopWaiting': 'Berhenti menunggu',
  'core.buy': 'Beli',
  'core.enterValidAmount': 'Masukkan jumlah yang valid',
  'core.noCurrency': 'Tidak ada mata uang yang dapat dibeli di jaringan ini',
  'core.popupBlocked': 'Jendela pembayaran diblokir: izinkan pop-up untuk situs ini lalu coba lagi',
  'core.purchaseFailed': 'Pembelian gagal',
  'core.connectToBuy': 'Hubungkan dompet untuk membeli kripto',
  'core.arrived': '{amount} telah tiba',
  'core.purchaseArrived': 'Pembelian Anda telah tiba',
  'core.providerHint': 'Kartu {min}–{max} {currency} · biaya {low}–{high} %',
  'core.feesHint': 'biaya {low}–{high} %',
  'core.minimumAmount': 'Jumlah minimum adalah {amount} {currency}',
  'core.maximumAmount': 'Jumlah maksimum adalah {amount} {currency}',
};
