import type { SendMessages } from './en.js';

/**
 * Persian (fa): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'کد QR نشانی شما',
  'receive.networks': 'فقط در این شبکه‌ها ارسال کنید:',
  'send.token': 'توکن',
  'send.available': '{symbol} — {amount} موجود',
  'send.amount': 'مقدار',
  'send.max': 'حداکثر',
  'send.receiverOrName': 'نشانی یا نام گیرنده',
  'send.receiver': 'نشانی گیرنده',
  'send.receiverProfile': 'گیرنده',
  'send.checking': 'در حال بررسی…',
  'send.preview': 'پیش‌نمایش ارسال',
  'send.sent': 'تراکنش ارسال شد',
  'send.viewOn': 'مشاهده در {explorer}',
  'send.theExplorer': 'مرورگر بلاک',
  'send.summary': 'خلاصه ارسال',
  'send.to': 'به',
  'send.upTo': 'حداکثر {amount} {symbol}',
  'send.accountCreation': ' (که {amount} {symbol} از آن برای باز کردن حساب توکن گیرنده است)',
  'send.confirmInWallet': 'در کیف پول خود تأیید کنید…',
  'send.send': 'ارسال',
  'send.edit': 'ویرایش',
  'core.sendAmountAndReceiver': 'مبلغ و نشانی گیرنده لازم است',
  'core.sendTokenRequired': 'یک توکن لازم است',
  'core.sendTooManyDecimals': '{symbol} دارای {decimals} رقم اعشار است: مبلغ بیشتر دارد',
  'core.sendInvalidReceiver': 'یک نشانی {network} معتبر وارد کنید',
  'core.sendBadChecksum': 'چک‌سام نشانی نامعتبر است',
  'core.sendNameNotFound': 'نشانی‌ای برای {name} پیدا نشد',
  'core.sendInsufficientBalance': 'موجودی {symbol} کافی نیست',
  'core.sendInsufficientFee': '{symbol} کافی برای کارمزد شبکه وجود ندارد',
};
