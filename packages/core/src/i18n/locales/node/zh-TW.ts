import type { NodeMessages } from './en.js';

/** Chinese (Traditional, Taiwan) (zh-TW): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': '執行已回復',
  'core.nodeExecutionRevertedWithReason': '執行已回復：{reason}',
  'core.nodeFeeCapTooHigh': '手續費上限高於節點允許的最大值',
  'core.nodeFeeCapTooLow': '手續費上限低於區塊的基本費用',
  'core.nodeNonceTooHigh': 'Nonce 高於帳戶的下一個 nonce',
  'core.nodeNonceTooLow': 'Nonce 低於帳戶的下一個 nonce',
  'core.nodeNonceMaxValue': 'Nonce 已達到最大值',
  'core.nodeIntrinsicGasTooHigh': '固有 gas 高於區塊的 gas 上限',
  'core.nodeIntrinsicGasTooLow': '固有 gas 低於所需的最小值',
  'core.nodeTransactionTypeNotSupported': '不支援此交易類型',
  'core.nodeTipAboveFeeCap': '優先費用高於每單位 gas 的最高費用',
  'core.nodeUnknownError': '執行交易時發生未知錯誤',
};
