import type { NodeMessages } from './en.js';

/** Japanese (ja): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': '実行がリバートされました',
  'core.nodeExecutionRevertedWithReason': '実行がリバートされました: {reason}',
  'core.nodeFeeCapTooHigh': '手数料の上限がノードの許容する最大値を超えています',
  'core.nodeFeeCapTooLow': '手数料の上限がブロックの基本手数料を下回っています',
  'core.nodeNonceTooHigh': 'ノンスがアカウントの次のノンスより大きいです',
  'core.nodeNonceTooLow': 'ノンスがアカウントの次のノンスより小さいです',
  'core.nodeNonceMaxValue': 'ノンスが最大値に達しました',
  'core.nodeIntrinsicGasTooHigh': '固有ガスがブロックのガス上限を超えています',
  'core.nodeIntrinsicGasTooLow': '固有ガスが必要な最小値を下回っています',
  'core.nodeTransactionTypeNotSupported': 'このトランザクションの種類はサポートされていません',
  'core.nodeTipAboveFeeCap': '優先手数料がガスあたりの最大手数料を超えています',
  'core.nodeUnknownError': 'トランザクションの実行中に不明なエラーが発生しました',
};
