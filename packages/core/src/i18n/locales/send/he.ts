import type { SendMessages } from './en.js';

/**
 * Hebrew (he): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'קוד QR של הכתובת שלך',
  'receive.networks': 'שלחו רק ברשתות האלה:',
  'send.token': 'אסימון',
  'send.available': '{symbol} — {amount} זמינים',
  'send.amount': 'סכום',
  'send.max': 'מקסימום',
  'send.receiverOrName': 'כתובת או שם של הנמען',
  'send.receiver': 'כתובת הנמען',
  'send.receiverProfile': 'נמען',
  'send.checking': 'בודק…',
  'send.preview': 'תצוגה מקדימה',
  'send.sent': 'העסקה נשלחה',
  'send.viewOn': 'הצגה ב-{explorer}',
  'send.theExplorer': 'סייר הבלוקים',
  'send.summary': 'סיכום השליחה',
  'send.to': 'אל',
  'send.upTo': 'עד {amount} {symbol}',
  'send.accountCreation': ' (מתוכם {amount} {symbol} לפתיחת חשבון האסימון של הנמען)',
  'send.confirmInWallet': 'אשרו בארנק שלכם…',
  'send.send': 'שליחה',
  'send.edit': 'עריכה',
  'core.sendAmountAndReceiver': 'נדרשים סכום וכתובת נמען',
  'core.sendTokenRequired': 'נדרש אסימון',
  'core.sendTooManyDecimals': 'ל-{symbol} יש {decimals} ספרות אחרי הנקודה: בסכום יש יותר',
  'core.sendInvalidReceiver': 'הזינו כתובת {network} תקינה',
  'core.sendBadChecksum': 'סכום הביקורת של הכתובת שגוי',
  'core.sendNameNotFound': 'לא נמצאה כתובת עבור {name}',
  'core.sendInsufficientBalance': 'אין מספיק יתרת {symbol}',
  'core.sendInsufficientFee': 'אין מספיק {symbol} לעמלת הרשת',
};
