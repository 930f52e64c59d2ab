import type { NodeMessages } from './en.js';

/** Russian (ru): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Выполнение отменено',
  'core.nodeExecutionRevertedWithReason': 'Выполнение отменено: {reason}',
  'core.nodeFeeCapTooHigh': 'Предел комиссии выше максимума, допустимого узлом',
  'core.nodeFeeCapTooLow': 'Предел комиссии ниже базовой комиссии блока',
  'core.nodeNonceTooHigh': 'Nonce больше следующего nonce аккаунта',
  'core.nodeNonceTooLow': 'Nonce меньше следующего nonce аккаунта',
  'core.nodeNonceMaxValue': 'Nonce достиг максимального значения',
  'core.nodeIntrinsicGasTooHigh': 'Внутренний газ превышает лимит газа блока',
  'core.nodeIntrinsicGasTooLow': 'Внутренний газ ниже необходимого минимума',
  'core.nodeTransactionTypeNotSupported': 'Этот тип транзакции не поддерживается',
  'core.nodeTipAboveFeeCap': 'Приоритетная комиссия выше максимальной комиссии за газ',
  'core.nodeUnknownError': 'При выполнении транзакции произошла неизвестная ошибка',
};
