import type { ConnectingMessages } from './en.js';

/**
 * Arabic (ar): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'لم يتم إعداد WalletConnect لهذا الموقع.',
  'wc.qrLabel': 'رمز QR للاتصال بـ {name}',
  'wc.scan': 'امسح رمز QR هذا باستخدام {name}',
  'wc.openMobile': 'افتح التطبيق',
  'wc.openDesktop': 'افتح تطبيق سطح المكتب',
  'wc.openWeb': 'افتح تطبيق الويب',
  'farcaster.scan': 'امسح رمز QR هذا بكاميرا هاتفك أو بتطبيق Farcaster',
  'farcaster.waiting': 'في انتظار موافقتك على تسجيل الدخول في Farcaster',
  'farcaster.open': 'فتح في Farcaster',
  'farcaster.qrLabel': 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  'email.codeSentTo': 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}',
  'email.codeSentCurrent': 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى بريدك الإلكتروني الحالي',
  'email.code': 'الرمز',
  'email.resend': 'إعادة إرسال الرمز',
  'email.connectedAs': 'متصل باسم {email}',
  'email.newEmail': 'البريد الإلكتروني الجديد',
  'email.enterNew': 'أدخل بريدك الإلكتروني الجديد',
  'email.recoveryUnlock': 'أدخل كلمة مرور الاسترداد في محفظة Portico الخاصة بك',
  'email.recoveryChoose': 'اختر كلمة مرور للاسترداد في محفظة Portico الخاصة بك',
  'social.linkDescription':
    'لهذا البريد الإلكتروني محفظة Portico بالفعل: يتيح الرمز لتسجيل دخولك عبر {name} فتحها.',
  'social.continueIn': 'تابع في نافذة {name}',
  'social.allowAccess': 'سجّل الدخول واسمح بالوصول إلى Portico في النافذة التي فُتحت',
  'common.copyLink': 'نسخ الرابط',
  'common.preparingQr': 'جارٍ تجهيز رمز QR…',
  'toast.linkCopied': 'تم نسخ الرابط',
  'toast.linkCopyFailed': 'تعذّر نسخ الرابط',
  'connect.searchWallet': 'ابحث عن محفظة',
  'connect.searchWallets': 'البحث في المحافظ',
  'connect.wallets': 'المحافظ',
  'connect.loadingWallets': 'جارٍ تحميل المحافظ…',
  'connect.noWallet': 'لم يتم العثور على محفظة',
  'connect.yourWallet': 'محفظتك',
  'connect.continueIn': 'تابع في {name}',
  'connect.acceptRequest': 'اقبل طلب الاتصال في المحفظة',
};
