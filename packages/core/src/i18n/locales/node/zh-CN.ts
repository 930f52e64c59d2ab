import type { NodeMessages } from './en.js';

/** Chinese (Simplified) (zh-CN): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': '执行已回滚',
  'core.nodeExecutionRevertedWithReason': '执行已回滚：{reason}',
  'core.nodeFeeCapTooHigh': '手续费上限高于节点允许的最大值',
  'core.nodeFeeCapTooLow': '手续费上限低于区块的基础费用',
  'core.nodeNonceTooHigh': 'Nonce 高于账户的下一个 nonce',
  'core.nodeNonceTooLow': 'Nonce 低于账户的下一个 nonce',
  'core.nodeNonceMaxValue': 'Nonce 已达到最大值',
  'core.nodeIntrinsicGasTooHigh': '固有 gas 高于区块的 gas 上限',
  'core.nodeIntrinsicGasTooLow': '固有 gas 低于所需的最小值',
  'core.nodeTransactionTypeNotSupported': '不支持此交易类型',
  'core.nodeTipAboveFeeCap': '优先费用高于每单位 gas 的最高费用',
  'core.nodeUnknownError': '执行交易时发生未知错误',
};
