import type { NodeMessages } from './en.js';

/** Korean (ko): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': '실행이 되돌려졌습니다',
  'core.nodeExecutionRevertedWithReason': '실행이 되돌려졌습니다: {reason}',
  'core.nodeFeeCapTooHigh': '수수료 상한이 노드가 허용하는 최대값보다 높습니다',
  'core.nodeFeeCapTooLow': '수수료 상한이 블록의 기본 수수료보다 낮습니다',
  'core.nodeNonceTooHigh': '논스가 계정의 다음 논스보다 높습니다',
  'core.nodeNonceTooLow': '논스가 계정의 다음 논스보다 낮습니다',
  'core.nodeNonceMaxValue': '논스가 최대값에 도달했습니다',
  'core.nodeIntrinsicGasTooHigh': '고유 가스가 블록 가스 한도보다 높습니다',
  'core.nodeIntrinsicGasTooLow': '고유 가스가 필요한 최소값보다 낮습니다',
  'core.nodeTransactionTypeNotSupported': '지원되지 않는 트랜잭션 유형입니다',
  'core.nodeTipAboveFeeCap': '우선순위 수수료가 가스당 최대 수수료보다 높습니다',
  'core.nodeUnknownError': '트랜잭션을 실행하는 중 알 수 없는 오류가 발생했습니다',
};
