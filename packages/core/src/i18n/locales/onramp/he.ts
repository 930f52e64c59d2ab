import type { OnrampMessages } from './en.js';

/**
 * Hebrew (he): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'טוען ספקים…',
  'onramp.noProviders': 'אין ספקים זמינים.',
  'onramp.providers': 'ספקים',
  'onramp.recentPurchases': 'רכישות אחרונות',
  'onramp.chooseFirst': 'בחרו ספק קודם.',
  'onramp.choose': 'בחירת ספק',
  'onramp.payWith': 'תשלום ב-',
  'onramp.currencyToBuy': 'המטבע לקנייה',
  'onramp.amountIn': 'סכום ({currency})',
  'onramp.gettingQuote': 'מקבל הצעת מחיר…',
  'onramp.youReceive': 'תקבלו',
  'onramp.providerFee': 'עמלת הספק',
  'onramp.total': 'סה״כ',
  'onramp.opening': 'פותח את דף התשלום…',
  'onramp.waiting': 'השלימו את התשלום בחלון התשלום. ממתין להזמנה שלכם…',
  'onramp.stopWaiting': 'הפסקת ההמתנה',
  'core.buy': 'קנייה',
  'core.enterValidAmount': 'הזינו סכום תקין',
  'core.noCurrency': 'אי אפשר לקנות אף מטבע ברשת הזו',
  'core.popupBlocked': 'חלון התשלום נחסם: אפשרו חלונות קופצים לאתר הזה ונסו שוב',
  'core.purchaseFailed': 'הרכישה נכשלה',
  'core.connectToBuy': 'חברו ארנק כדי לקנות קריפטו',
  'core.arrived': '{amount} הגיעו',
  'core.purchaseArrived': 'הרכישה שלך הגיעה',
  'core.providerHint': 'כרטיס {min}–{max} {currency} · עמלות {low}–{high} %',
  'core.feesHint': 'עמלות {low}–{high} %',
  'core.minimumAmount': 'הסכום המינימלי הוא {amount} {currency}',
  'core.maximumAmount': 'הסכום המקסימלי הוא {amount} {currency}',
};
