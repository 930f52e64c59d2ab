import type { SessionMessages } from './en.js';

/**
 * Arabic (ar): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'التبديل إلى {name}',
  'network.approveSwitch': 'وافق على تبديل الشبكة في محفظتك',
  'network.familyUnsupported': 'المحفظة المتصلة لا تدعم شبكات {family}. تابع لربط محفظة تدعمها.',
  'network.switch': 'تبديل',
  'network.unsupported': 'هذا التطبيق لا يدعم شبكتك الحالية. بدّل إلى خيار متاح للمتابعة.',
  'wallets.none': 'لا توجد محفظة متصلة.',
  'wallets.list': 'المحافظ المتصلة',
  'wallets.add': 'إضافة محفظة',
  'wallets.active': 'نشطة',
  'wallets.switchTo': 'التبديل إلى {name}',
  'wallets.disconnect': 'قطع اتصال {name}',
  'calls.checking': 'جارٍ التحقق من الدفعة…',
  'calls.pending': 'قيد الانتظار',
  'calls.confirmed': 'مؤكدة',
  'calls.failed': 'فشلت',
  'calls.unavailable': 'الحالة غير متاحة',
  'calls.viewTransaction': 'عرض المعاملة {hash}',
  'calls.transaction': 'المعاملة {hash}',
  'approve.none': 'لا يوجد طلب في الانتظار.',
  'approve.review': 'راجع الطلب في محفظة Portico الخاصة بك',
  'siwx.asks': 'يطلب منك {app} تسجيل الدخول بمحفظتك.',
  'siwx.thisApp': 'هذا التطبيق',
  'siwx.message': 'الرسالة المطلوب توقيعها',
  'siwx.preparing': 'جارٍ تجهيز الرسالة…',
  'siwx.authenticating': 'جارٍ المصادقة...',
  'siwx.sign': 'توقيع',
};
