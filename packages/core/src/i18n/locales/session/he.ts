import type { SessionMessages } from './en.js';

/**
 * Hebrew (he): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'מעבר אל {name}',
  'network.approveSwitch': 'אשרו את החלפת הרשת בארנק שלכם',
  'network.familyUnsupported': 'הארנק המחובר אינו תומך ברשתות {family}. המשיכו כדי לחבר ארנק שתומך בהן.',
  'network.switch': 'החלפה',
  'network.unsupported': 'האפליקציה הזו אינה תומכת ברשת הנוכחית שלכם. עברו לאפשרות זמינה כדי להמשיך.',
  'wallets.none': 'אין ארנק מחובר.',
  'wallets.list': 'ארנקים מחוברים',
  'wallets.add': 'הוספת ארנק',
  'wallets.active': 'פעיל',
  'wallets.switchTo': 'מעבר אל {name}',
  'wallets.disconnect': 'ניתוק {name}',
  'calls.checking': 'בודק את האצווה…',
  'calls.pending': 'ממתינה',
  'calls.confirmed': 'אושרה',
  'calls.failed': 'נכשלה',
  'calls.unavailable': 'הסטטוס אינו זמין',
  'calls.viewTransaction': 'הצגת העסקה {hash}',
  'calls.transaction': 'עסקה {hash}',
  'approve.none': 'אין בקשה ממתינה.',
  'approve.review': 'בדקו את הבקשה בארנק Portico שלכם',
  'siwx.asks': '{app} מבקש/ת שתתחברו עם הארנק שלכם.',
  'siwx.thisApp': 'האפליקציה הזו',
  'siwx.message': 'ההודעה לחתימה',
  'siwx.preparing': 'מכין את ההודעה…',
  'siwx.authenticating': 'מאמת...',
  'siwx.sign': 'חתימה',
};
