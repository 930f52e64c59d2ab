import type { ConnectingMessages } from './en.js';

/**
 * Hebrew (he): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect אינו מוגדר לאתר הזה.',
  'wc.qrLabel': 'קוד QR לחיבור {name}',
  'wc.scan': 'סרקו את קוד ה-QR הזה באמצעות {name}',
  'wc.openMobile': 'פתיחת האפליקציה',
  'wc.openDesktop': 'פתיחת אפליקציית המחשב',
  'wc.openWeb': 'פתיחת אפליקציית הרשת',
  'farcaster.scan': 'סרקו את קוד ה-QR הזה במצלמת הטלפון או באפליקציית Farcaster',
  'farcaster.waiting': 'ממתין לאישור הכניסה שלך ב-Farcaster',
  'farcaster.open': 'פתיחה ב-Farcaster',
  'farcaster.qrLabel': 'קוד QR לכניסה עם Farcaster',
  'email.codeSentTo': 'הזינו את הקוד בן 6 הספרות ששלחנו אל {email}',
  'email.codeSentCurrent': 'הזינו את הקוד בן 6 הספרות ששלחנו לכתובת האימייל הנוכחית שלכם',
  'email.code': 'קוד',
  'email.resend': 'שליחת הקוד שוב',
  'email.connectedAs': 'מחובר/ת כ-{email}',
  'email.newEmail': 'אימייל חדש',
  'email.enterNew': 'הזינו את כתובת האימייל החדשה',
  'email.recoveryUnlock': 'הזינו את סיסמת השחזור בארנק Portico שלכם',
  'email.recoveryChoose': 'בחרו סיסמת שחזור בארנק Portico שלכם',
  'social.linkDescription':
    'לכתובת האימייל הזו כבר יש ארנק Portico: הקוד מאפשר לכניסה שלכם עם {name} לפתוח אותו.',
  'social.continueIn': 'יש להמשיך בחלון של {name}',
  'social.allowAccess': 'התחברו ואשרו גישה ל-Portico בחלון שנפתח',
  'common.copyLink': 'העתקת הקישור',
  'common.preparingQr': 'מכין את קוד ה-QR…',
  'toast.linkCopied': 'הקישור הועתק',
  'toast.linkCopyFailed': 'לא ניתן היה להעתיק את הקישור',
  'connect.searchWallet': 'חיפוש ארנק',
  'connect.searchWallets': 'חיפוש בארנקים',
  'connect.wallets': 'ארנקים',
  'connect.loadingWallets': 'טוען ארנקים…',
  'connect.noWallet': 'לא נמצא ארנק',
  'connect.yourWallet': 'הארנק שלך',
  'connect.continueIn': 'יש להמשיך ב-{name}',
  'connect.acceptRequest': 'יש לאשר את בקשת החיבור בארנק',
};
