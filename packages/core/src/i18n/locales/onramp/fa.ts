import type { OnrampMessages } from './en.js';

/**
 * Persian (fa): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'در حال بارگذاری ارائه‌دهندگان…',
  'onramp.noProviders': 'هیچ ارائه‌دهنده‌ای در دسترس نیست.',
  'onramp.providers': 'ارائه‌دهندگان',
  'onramp.recentPurchases': 'خریدهای اخیر',
  'onramp.chooseFirst': 'ابتدا یک ارائه‌دهنده انتخاب کنید.',
  'onramp.choose': 'انتخاب ارائه‌دهنده',
  'onramp.payWith': 'پرداخت با',
  'onramp.currencyToBuy': 'ارز مورد خرید',
  'onramp.amountIn': 'مبلغ ({currency})',
  'onramp.gettingQuote': 'در حال دریافت پیشنهاد قیمت…',
  'onramp.youReceive': 'دریافت می‌کنید',
  'onramp.providerFee': 'کارمزد ارائه‌دهنده',
  'onramp.total': 'مجموع',
  'onramp.opening': 'در حال باز کردن صفحه پرداخت…',
  'onramp.waiting': 'پرداخت را در پنجره پرداخت کامل کنید. در انتظار سفارش شما…',
  'onramp.stopWaiting': 'توقف انتظار',
  'core.buy': 'خرید',
  'core.enterValidAmount': 'مبلغ معتبری وارد کنید',
  'core.noCurrency': 'در این شبکه هیچ ارزی قابل خرید نیست',
  'core.popupBlocked':
    'پنجره پرداخت مسدود شد: پنجره‌های بازشو را برای این سایت مجاز کنید و دوباره امتحان کنید',
  'core.purchaseFailed': 'خرید ناموفق بود',
  'core.connectToBuy': 'برای خرید رمزارز یک کیف پول متصل کنید',
  'core.arrived': '{amount} رسید',
  'core.purchaseArrived': 'خرید شما رسید',
  'core.providerHint': 'کارت {min}–{max} {currency} · کارمزد {low}–{high}٪',
  'core.feesHint': 'کارمزد {low}–{high}٪',
  'core.minimumAmount': 'حداقل مبلغ {amount} {currency} است',
  'core.maximumAmount': 'حداکثر مبلغ {amount} {currency} است',
};
