import type { ConnectingMessages } from './en.js';

/**
 * Persian (fa): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect برای این سایت راه‌اندازی نشده است.',
  'wc.qrLabel': 'کد QR برای اتصال {name}',
  'wc.scan': 'این کد QR را با {name} اسکن کنید',
  'wc.openMobile': 'باز کردن برنامه',
  'wc.openDesktop': 'باز کردن برنامه دسکتاپ',
  'wc.openWeb': 'باز کردن برنامه وب',
  'farcaster.scan': 'این کد QR را با دوربین گوشی یا برنامه Farcaster اسکن کنید',
  'farcaster.waiting': 'در انتظار تأیید ورود شما در Farcaster',
  'farcaster.open': 'باز کردن در Farcaster',
  'farcaster.qrLabel': 'کد QR برای ورود با Farcaster',
  'email.codeSentTo': 'کد ۶ رقمی‌ای را که به {email} فرستادیم وارد کنید',
  'email.codeSentCurrent': 'کد ۶ رقمی‌ای را که به ایمیل فعلی شما فرستادیم وارد کنید',
  'email.code': 'کد',
  'email.resend': 'ارسال دوباره کد',
  'email.connectedAs': 'متصل با {email}',
  'email.newEmail': 'ایمیل جدید',
  'email.enterNew': 'ایمیل جدید خود را وارد کنید',
  'email.recoveryUnlock': 'رمز بازیابی را در کیف پول Portico خود وارد کنید',
  'email.recoveryChoose': 'یک رمز بازیابی در کیف پول Portico خود انتخاب کنید',
  'social.linkDescription':
    'این ایمیل از قبل یک کیف پول Portico دارد: این کد به ورود شما با {name} اجازه می‌دهد آن را باز کند.',
  'social.continueIn': 'در پنجره {name} ادامه دهید',
  'social.allowAccess': 'در پنجره‌ای که باز شد وارد شوید و به Portico اجازه دسترسی دهید',
  'common.copyLink': 'کپی پیوند',
  'common.preparingQr': 'در حال آماده‌سازی کد QR…',
  'toast.linkCopied': 'پیوند کپی شد',
  'toast.linkCopyFailed': 'کپی پیوند ممکن نشد',
  'connect.searchWallet': 'جستجوی کیف پول',
  'connect.searchWallets': 'جستجو در کیف پول‌ها',
  'connect.wallets': 'کیف پول‌ها',
  'connect.loadingWallets': 'در حال بارگذاری کیف پول‌ها…',
  'connect.noWallet': 'کیف پولی پیدا نشد',
  'connect.yourWallet': 'کیف پول شما',
  'connect.continueIn': 'در {name} ادامه دهید',
  'connect.acceptRequest': 'درخواست اتصال را در کیف پول بپذیرید',
};
