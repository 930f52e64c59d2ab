import type { SwapMessages } from './en.js';

/**
 * Chinese (Traditional, Taiwan) (zh-TW): the swap's messages (the Swap view and core's swap labels), the part
 * of `swap/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SwapMessages = {
  'swap.loadingTokens': '正在載入代幣…',
  'swap.youPay': '你支付',
  'swap.youReceive': '你收到',
  'swap.flip': '交換代幣位置',
  'swap.slippage': '滑價容許度 (%)',
  'swap.selectToken': '選擇代幣',
  'swap.pickPay': '選擇要支付的代幣',
  'swap.pickReceive': '選擇要收到的代幣',
  'swap.noMatch': '沒有符合 {search} 的代幣',
  'swap.tokenOf': '「{label}」代幣：{symbol}',
  'swap.tokenSelect': '{label}：{select}',
  'swap.search': '搜尋代幣',
  'swap.searchPlaceholder': '搜尋名稱或代號',
  'swap.suggested': '建議',
  'swap.popular': '熱門',
  'swap.allTokens': '所有代幣',
  'swap.tokenRow': '{symbol} {name}，餘額 {balance}',
  'swap.rate': '匯率',
  'swap.minimumReceived': '最少收到',
  'swap.priceImpact': '價格影響',
  'swap.complete': '兌換完成：以 {from} 換得 {to}',
  'swap.again': '再次兌換',
  'core.approving': '正在核准…',
  'core.swapping': '正在兌換…',
  'core.gettingQuote': '正在取得報價…',
  'core.approveToken': '核准 {symbol}',
  'core.swap': '兌換',
  'core.selectToken': '請選擇代幣',
  'core.insufficientBalance': '餘額不足',
  'core.insufficientLiquidity': '流動性不足',
  'core.priceImpactTooHigh': '價格影響過大',
  'core.priceImpactRefused': '價格影響過大：超過 15 % 的兌換會遭拒絕',
  'core.invalidSlippage': '滑價必須介於 0.01 % 與 50 % 之間',
  'core.approvalReverted': '核准在鏈上失敗',
  'core.swapReverted': '兌換在鏈上失敗',
  'core.quoteExpired': '報價已過期',
};
