import type { NodeMessages } from './en.js';

/** Hebrew (he): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'הביצוע בוטל',
  'core.nodeExecutionRevertedWithReason': 'הביצוע בוטל: {reason}',
  'core.nodeFeeCapTooHigh': 'תקרת העמלה גבוהה מהמקסימום שהצומת מאפשר',
  'core.nodeFeeCapTooLow': 'תקרת העמלה נמוכה מעמלת הבסיס של הבלוק',
  'core.nodeNonceTooHigh': 'ה-nonce גבוה מה-nonce הבא של החשבון',
  'core.nodeNonceTooLow': 'ה-nonce נמוך מה-nonce הבא של החשבון',
  'core.nodeNonceMaxValue': 'ה-nonce הגיע לערכו המרבי',
  'core.nodeIntrinsicGasTooHigh': 'הגז הבסיסי גבוה ממגבלת הגז של הבלוק',
  'core.nodeIntrinsicGasTooLow': 'הגז הבסיסי נמוך מהמינימום הנדרש',
  'core.nodeTransactionTypeNotSupported': 'סוג העסקה אינו נתמך',
  'core.nodeTipAboveFeeCap': 'עמלת העדיפות גבוהה מהעמלה המרבית ליחידת גז',
  'core.nodeUnknownError': 'אירעה שגיאה לא ידועה בעת ביצוע העסקה',
};
