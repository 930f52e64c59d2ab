import type { SwapMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/**
 * Chinese (Traditional, Hong Kong) (zh-HK): the swap's messages (the Swap view and core's swap labels), the
 * part of `swap/en.ts` — zh-TW's, with the messages that differ.
 */
export const messages: SwapMessages = {
  ...zhTW,
  'core.approving': '正在批核…',
  'core.approveToken': '批核 {symbol}',
  'core.priceImpactRefused': '價格影響過大：超過 15 % 的兌換會被拒絕',
  'core.invalidSlippage': '滑價必須介乎 0.01 % 至 50 % 之間',
  'core.approvalReverted': '批核在鏈上失敗',
};
