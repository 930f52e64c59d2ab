import type { OnrampMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/**
 * Chinese (Traditional, Hong Kong) (zh-HK): the on-ramp's messages (the OnRampProviders and OnRampBuy views
 * and core's on-ramp labels), the part of `onramp/en.ts` — zh-TW's, with the messages that differ.
 */
export const messages: OnrampMessages = {
  ...zhTW,
  'core.noCurrency': '此網絡上沒有可購買的幣種',
  'core.popupBlocked': '結帳視窗被封鎖：請允許此網站的彈出式視窗，然後再試一次',
  'core.connectToBuy': '連接錢包以購買加密貨幣',
  'core.arrived': '{amount} 已到賬',
  'core.purchaseArrived': '你購買的資產已到賬',
};
