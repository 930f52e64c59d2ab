import type { SendMessages } from './en.js';

/**
 * Arabic (ar): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'رمز QR لعنوانك',
  'receive.networks': 'أرسل على هذه الشبكات فقط:',
  'send.token': 'الرمز',
  'send.available': '{symbol} — {amount} متاح',
  'send.amount': 'المبلغ',
  'send.max': 'الحد الأقصى',
  'send.receiverOrName': 'عنوان المستلم أو اسمه',
  'send.receiver': 'عنوان المستلم',
  'send.receiverProfile': 'المستلم',
  'send.checking': 'جارٍ التحقق…',
  'send.preview': 'معاينة الإرسال',
  'send.sent': 'تم إرسال المعاملة',
  'send.viewOn': 'عرض على {explorer}',
  'send.theExplorer': 'المستكشف',
  'send.summary': 'ملخص الإرسال',
  'send.to': 'إلى',
  'send.upTo': 'حتى {amount} {symbol}',
  'send.accountCreation': ' (منها {amount} {symbol} لفتح حساب الرمز الخاص بالمستلم)',
  'send.confirmInWallet': 'أكّد في محفظتك…',
  'send.send': 'إرسال',
  'send.edit': 'تعديل',
  'core.sendAmountAndReceiver': 'المبلغ وعنوان المستلم مطلوبان',
  'core.sendTokenRequired': 'الرمز مطلوب',
  'core.sendTooManyDecimals': 'لـ {symbol} عدد {decimals} من المنازل العشرية: المبلغ يتجاوزها',
  'core.sendInvalidReceiver': 'أدخل عنوان {network} صالحًا',
  'core.sendBadChecksum': 'المجموع الاختباري للعنوان غير صالح',
  'core.sendNameNotFound': 'لم يُعثر على عنوان لـ {name}',
  'core.sendInsufficientBalance': 'رصيد {symbol} غير كافٍ',
  'core.sendInsufficientFee': 'لا يوجد ما يكفي من {symbol} لرسوم الشبكة',
};
