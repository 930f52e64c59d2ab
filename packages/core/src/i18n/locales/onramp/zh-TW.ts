import type { OnrampMessages } from './en.js';

/**
 * Chinese (Traditional, Taiwan) (zh-TW): the on-ramp's messages (the OnRampProviders and OnRampBuy views and
 * core's on-ramp labels), the part of `onramp/en.ts`, translated; wallet and brand names and placeholders
 * kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': '正在載入服務商…',
  'onramp.noProviders': '目前沒有可用的服務商。',
  'onramp.providers': '服務商',
  'onramp.recentPurchases': '最近的購買紀錄',
  'onramp.chooseFirst': '請先選擇服務商。',
  'onramp.choose': '選擇服務商',
  'onramp.payWith': '付款幣別',
  'onramp.currencyToBuy': '要購買的幣別',
  'onramp.amountIn': '金額（{currency}）',
  'onramp.gettingQuote': '正在取得報價…',
  'onramp.youReceive': '你將收到',
  'onramp.providerFee': '服務商手續費',
  'onramp.total': '總計',
  'onramp.opening': '正在開啟結帳頁面…',
  'onramp.waiting': '請在結帳視窗中完成付款。正在等待你的訂單…',
  'onramp.stopWaiting': '停止等待',
  'core.buy': '購買',
  'core.enterValidAmount': '請輸入有效金額',
  'core.noCurrency': '此網路上沒有可購買的幣別',
  'core.popupBlocked': '結帳視窗遭到封鎖：請允許此網站的彈出式視窗後再試一次',
  'core.purchaseFailed': '購買失敗',
  'core.connectToBuy': '連結錢包以購買加密貨幣',
  'core.arrived': '{amount} 已入帳',
  'core.purchaseArrived': '你購買的資產已入帳',
  'core.providerHint': '信用卡 {min}–{max} {currency} · 手續費 {low}–{high} %',
  'core.feesHint': '手續費 {low}–{high} %',
  'core.minimumAmount': '最低金額為 {amount} {currency}',
  'core.maximumAmount': '最高金額為 {amount} {currency}',
};
