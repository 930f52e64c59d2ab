import type { OnrampMessages } from './en.js';

/**
 * Malay (ms): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels), the
 * part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Memuatkan pembekal…',
  'onramp.noProviders': 'Tiada pembekal ditawarkan.',
  'onramp.providers': 'Pembekal',
  'onramp.recentPurchases': 'Pembelian terkini',
  'onramp.chooseFirst': 'Pilih pembekal terlebih dahulu.',
  'onramp.choose': 'Pilih pembekal',
  'onramp.payWith': 'Bayar dengan',
  'onramp.currencyToBuy': 'Mata wang untuk dibeli',
  'onramp.amountIn': 'Amaun ({currency})',
  'onramp.gettingQuote': 'Mendapatkan sebut harga…',
  'onramp.youReceive': 'Anda terima',
  'onramp.providerFee': 'Yuran pembekal',
  'onramp.total': 'Jumlah',
  'onramp.opening': 'Membuka halaman pembayaran…',
  'onramp.waiting': 'Lengkapkan pembayaran dalam tetingkap pembayaran. Menunggu pesanan anda…',
  'onramp.stopWaiting': 'Berhenti menunggu',
  'core.buy': 'Beli',
  'core.enterValidAmount': 'Masukkan amaun yang sah',
  'core.noCurrency': 'Tiada mata wang boleh dibeli pada rangkaian ini',
  'core.popupBlocked':
    'Tetingkap pembayaran disekat: benarkan tetingkap timbul untuk laman ini dan cuba lagi',
  'core.purchaseFailed': 'Pembelian gagal',
  'core.connectToBuy': 'Sambungkan dompet untuk membeli kripto',
  'core.arrived': '{amount} telah tiba',
  'core.purchaseArrived': 'Pembelian anda telah tiba',
  'core.providerHint': 'Kad {min}–{max} {currency} · yuran {low}–{high} %',
  'core.feesHint': 'yuran {low}–{high} %',
  'core.minimumAmount': 'Jumlah minimum ialah {amount} {currency}',
  'core.maximumAmount': 'Jumlah maksimum ialah {amount} {currency}',
};
