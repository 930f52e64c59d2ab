import type { OnrampMessages } from './en.js';

/**
 * Chinese (Simplified) (zh-CN): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's
 * on-ramp labels), the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': '正在加载服务商…',
  'onramp.noProviders': '暂无可用的服务商。',
  'onramp.providers': '服务商',
  'onramp.recentPurchases': '最近的购买',
  'onramp.chooseFirst': '请先选择服务商。',
  'onramp.choose': '选择服务商',
  'onramp.payWith': '支付币种',
  'onramp.currencyToBuy': '要购买的币种',
  'onramp.amountIn': '金额（{currency}）',
  'onramp.gettingQuote': '正在获取报价…',
  'onramp.youReceive': '你将收到',
  'onramp.providerFee': '服务商费用',
  'onramp.total': '总计',
  'onramp.opening': '正在打开结账页面…',
  'onramp.waiting': '请在结账窗口中完成付款。正在等待你的订单…',
  'onramp.stopWaiting': '停止等待',
  'core.buy': '购买',
  'core.enterValidAmount': '请输入有效金额',
  'core.noCurrency': '此网络上没有可购买的币种',
  'core.popupBlocked': '结账窗口被拦截：请允许此网站的弹出窗口后重试',
  'core.purchaseFailed': '购买失败',
  'core.connectToBuy': '连接钱包以购买加密货币',
  'core.arrived': '{amount} 已到账',
  'core.purchaseArrived': '你购买的资产已到账',
  'core.providerHint': '银行卡 {min}–{max} {currency} · 手续费 {low}–{high} %',
  'core.feesHint': '手续费 {low}–{high} %',
  'core.minimumAmount': '最低金额为 {amount} {currency}',
  'core.maximumAmount': '最高金额为 {amount} {currency}',
};
