import type { OnrampMessages } from './en.js';

/**
 * Japanese (ja): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'プロバイダーを読み込み中…',
  'onramp.noProviders': '利用できるプロバイダーはありません。',
  'onramp.providers': 'プロバイダー',
  'onramp.recentPurchases': '最近の購入',
  'onramp.chooseFirst': '先にプロバイダーを選択してください。',
  'onramp.choose': 'プロバイダーを選択',
  'onramp.payWith': '支払い方法',
  'onramp.currencyToBuy': '購入する通貨',
  'onramp.amountIn': '金額 ({currency})',
  'onramp.gettingQuote': '見積もりを取得中…',
  'onramp.youReceive': '受取額',
  'onramp.providerFee': 'プロバイダー手数料',
  'onramp.total': '合計',
  'onramp.opening': '決済画面を開いています…',
  'onramp.waiting': '決済ウィンドウで支払いを完了してください。注文を待っています…',
  'onramp.stopWaiting': '待つのをやめる',
  'core.buy': '購入',
  'core.enterValidAmount': '有効な金額を入力してください',
  'core.noCurrency': 'このネットワークで購入できる通貨はありません',
  'core.popupBlocked':
    '決済ウィンドウがブロックされました。このサイトのポップアップを許可して、もう一度お試しください',
  'core.purchaseFailed': '購入に失敗しました',
  'core.connectToBuy': '暗号資産を購入するにはウォレットを接続してください',
  'core.arrived': '{amount}が届きました',
  'core.purchaseArrived': '購入した資産が届きました',
  'core.providerHint': 'カード {min}–{max} {currency} · 手数料 {low}–{high} %',
  'core.feesHint': '手数料 {low}–{high} %',
  'core.minimumAmount': '最低金額は {amount} {currency} です',
  'core.maximumAmount': '最高金額は {amount} {currency} です',
};
