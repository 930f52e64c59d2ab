import type { OnrampMessages } from './en.js';

/**
 * Turkish (tr): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Sağlayıcılar yükleniyor…',
  'onramp.noProviders': 'Sunulan sağlayıcı yok.',
  'onramp.providers': 'Sağlayıcılar',
  'onramp.recentPurchases': 'Son satın almalar',
  'onramp.chooseFirst': 'Önce bir sağlayıcı seçin.',
  'onramp.choose': 'Sağlayıcı seç',
  'onramp.payWith': 'Ödeme para birimi',
  'onramp.currencyToBuy': 'Satın alınacak para birimi',
  'onramp.amountIn': 'Tutar ({currency})',
  'onramp.gettingQuote': 'Teklif alınıyor…',
  'onramp.youReceive': 'Alacağınız',
  'onramp.providerFee': 'Sağlayıcı ücreti',
  'onramp.total': 'Toplam',
  'onramp.opening': 'Ödeme sayfası açılıyor…',
  'onramp.waiting': 'Ödemeyi ödeme penceresinde tamamlayın. Siparişiniz bekleniyor…',
  'onramp.stopWaiting': 'Beklemeyi bırak',
  'core.buy': 'Satın al',
  'core.enterValidAmount': 'Geçerli bir tutar girin',
  'core.noCurrency': 'Bu ağda satın alınabilecek para birimi yok',
  'core.popupBlocked':
    'Ödeme penceresi engellendi: bu site için açılır pencerelere izin verip tekrar deneyin',
  'core.purchaseFailed': 'Satın alma başarısız oldu',
  'core.connectToBuy': 'Kripto satın almak için bir cüzdan bağlayın',
  'core.arrived': '{amount} ulaştı',
  'core.purchaseArrived': 'Satın aldığınız varlık ulaştı',
  'core.providerHint': 'Kart {min}–{max} {currency} · ücret %{low}–{high}',
  'core.feesHint': 'ücret %{low}–{high}',
  'core.minimumAmount': 'En düşük tutar {amount} {currency}',
  'core.maximumAmount': 'En yüksek tutar {amount} {currency}',
};
