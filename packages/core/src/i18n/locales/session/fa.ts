import type { SessionMessages } from './en.js';

/**
 * Persian (fa): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'رفتن به {name}',
  'network.approveSwitch': 'تغییر شبکه را در کیف پول خود تأیید کنید',
  'network.familyUnsupported':
    'کیف پول متصل از شبکه‌های {family} پشتیبانی نمی‌کند. برای اتصال کیف پولی که پشتیبانی می‌کند ادامه دهید.',
  'network.switch': 'تغییر',
  'network.unsupported':
    'این برنامه از شبکه فعلی شما پشتیبانی نمی‌کند. برای ادامه به یکی از گزینه‌های موجود بروید.',
  'wallets.none': 'هیچ کیف پولی متصل نیست.',
  'wallets.list': 'کیف پول‌های متصل',
  'wallets.add': 'افزودن کیف پول',
  'wallets.active': 'فعال',
  'wallets.switchTo': 'رفتن به {name}',
  'wallets.disconnect': 'قطع اتصال {name}',
  'calls.checking': 'در حال بررسی دسته…',
  'calls.pending': 'در انتظار',
  'calls.confirmed': 'تأییدشده',
  'calls.failed': 'ناموفق',
  'calls.unavailable': 'وضعیت در دسترس نیست',
  'calls.viewTransaction': 'مشاهده تراکنش {hash}',
  'calls.transaction': 'تراکنش {hash}',
  'approve.none': 'هیچ درخواستی در انتظار نیست.',
  'approve.review': 'درخواست را در کیف پول Portico خود بررسی کنید',
  'siwx.asks': '{app} از شما می‌خواهد با کیف پول خود وارد شوید.',
  'siwx.thisApp': 'این برنامه',
  'siwx.message': 'پیام برای امضا',
  'siwx.preparing': 'در حال آماده‌سازی پیام…',
  'siwx.authenticating': 'در حال احراز هویت...',
  'siwx.sign': 'امضا',
};
