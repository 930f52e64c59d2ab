import type { OnrampMessages } from './en.js';

/**
 * Arabic (ar): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'جارٍ تحميل المزوّدين…',
  'onramp.noProviders': 'لا يوجد مزوّدون متاحون.',
  'onramp.providers': 'المزوّدون',
  'onramp.recentPurchases': 'المشتريات الأخيرة',
  'onramp.chooseFirst': 'اختر مزوّدًا أولًا.',
  'onramp.choose': 'اختر مزوّدًا',
  'onramp.payWith': 'الدفع بـ',
  'onramp.currencyToBuy': 'العملة المراد شراؤها',
  'onramp.amountIn': 'المبلغ ({currency})',
  'onramp.gettingQuote': 'جارٍ الحصول على عرض سعر…',
  'onramp.youReceive': 'تستلم',
  'onramp.providerFee': 'رسوم المزوّد',
  'onramp.total': 'الإجمالي',
  'onramp.opening': 'جارٍ فتح صفحة الدفع…',
  'onramp.waiting': 'أكمل الدفع في نافذة الدفع. في انتظار طلبك…',
  'onramp.stopWaiting': 'إيقاف الانتظار',
  'core.buy': 'شراء',
  'core.enterValidAmount': 'أدخل مبلغًا صالحًا',
  'core.noCurrency': 'لا توجد عملة يمكن شراؤها على هذه الشبكة',
  'core.popupBlocked': 'تم حظر نافذة الدفع: اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى',
  'core.purchaseFailed': 'فشلت عملية الشراء',
  'core.connectToBuy': 'اربط محفظة لشراء العملات المشفرة',
  'core.arrived': 'وصل {amount}',
  'core.purchaseArrived': 'وصلت مشترياتك',
  'core.providerHint': 'البطاقة {min}–{max} {currency} · الرسوم {low}–{high} %',
  'core.feesHint': 'الرسوم {low}–{high} %',
  'core.minimumAmount': 'الحد الأدنى للمبلغ هو {amount} {currency}',
  'core.maximumAmount': 'الحد الأقصى للمبلغ هو {amount} {currency}',
};
