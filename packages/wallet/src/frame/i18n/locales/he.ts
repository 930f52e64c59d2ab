import type { FrameMessages } from './en.js';

/** The secure frame's words in he. */
export const messages: FrameMessages = {
  continue: 'המשך',
  recoveryPassword: 'סיסמת שחזור',
  confirmRecoveryPassword: 'אישור סיסמת השחזור',
  chooseTitle: 'בחרו סיסמת שחזור',
  chooseDescription:
    'לפחות {min} תווים וקשה לניחוש. היא נחוצה כדי להשתמש בארנק במכשיר חדש; אף אחד לא יכול לאפס אותה.',
  strength: 'חוזק: {word}',
  veryWeak: 'חלשה מאוד',
  weak: 'חלשה',
  fair: 'סבירה',
  strong: 'חזקה',
  veryStrong: 'חזקה מאוד',
  enterTitle: 'הזינו את סיסמת השחזור',
  enterDescription: 'המכשיר הזה חדש: סיסמת השחזור פותחת כאן את הארנק שלכם.',
  tooShort: 'השתמשו בלפחות {min} תווים',
  tooWeak: 'קל מדי לנחש את הסיסמה הזו: הוסיפו עוד מילים או תווים',
  passwordsDiffer: 'הסיסמאות אינן תואמות',
  approveHint: 'אפשר לאשר כשהבקשה כולה גלויה.',
  reject: 'דחייה',
  approve: 'אישור',
  requestFrom: 'בקשה מ-{origin}',
  network: 'רשת {network}',
  storage: 'אחסון',
  storageMemory:
    'הדפדפן הזה אינו מאפשר לארנק המאובטח לשמור נתונים באתר הזה. אפשר להשתמש בארנק עד שתסגרו את הדף; בפעם הבאה תצטרכו את סיסמת השחזור.',
  storageRequest: 'לאפשר לארנק לזכור את המכשיר הזה',
  storageRefused: 'הדפדפן לא אישר זאת. הארנק ממשיך לעבוד עד שתסגרו את הדף.',
};
