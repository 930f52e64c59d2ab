import type { SwapMessages } from './en.js';

/**
 * Chinese (Simplified) (zh-CN): the swap's messages (the Swap view and core's swap labels), the part of
 * `swap/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SwapMessages = {
  'swap.loadingTokens': '正在加载代币…',
  'swap.youPay': '你支付',
  'swap.youReceive': '你收到',
  'swap.flip': '交换代币位置',
  'swap.slippage': '滑点容差 (%)',
  'swap.selectToken': '选择代币',
  'swap.pickPay': '选择要支付的代币',
  'swap.pickReceive': '选择要收到的代币',
  'swap.noMatch': '没有与 {search} 匹配的代币',
  'swap.tokenOf': '“{label}”代币：{symbol}',
  'swap.tokenSelect': '{label}：{select}',
  'swap.search': '搜索代币',
  'swap.searchPlaceholder': '搜索名称或符号',
  'swap.suggested': '推荐',
  'swap.popular': '热门',
  'swap.allTokens': '所有代币',
  'swap.tokenRow': '{symbol} {name}，余额 {balance}',
  'swap.rate': '汇率',
  'swap.minimumReceived': '最少收到',
  'swap.priceImpact': '价格影响',
  'swap.complete': '兑换完成：{from} 兑换为 {to}',
  'swap.again': '再次兑换',
  'core.approving': '正在批准…',
  'core.swapping': '正在兑换…',
  'core.gettingQuote': '正在获取报价…',
  'core.approveToken': '批准 {symbol}',
  'core.swap': '兑换',
  'core.selectToken': '请选择代币',
  'core.insufficientBalance': '余额不足',
  'core.insufficientLiquidity': '流动性不足',
  'core.priceImpactTooHigh': '价格影响过大',
  'core.priceImpactRefused': '价格影响过大：超过 15 % 的兑换会被拒绝',
  'core.invalidSlippage': '滑点必须在 0.01 % 到 50 % 之间',
  'core.approvalReverted': '批准在链上失败',
  'core.swapReverted': '兑换在链上失败',
  'core.quoteExpired': '报价已过期',
};
