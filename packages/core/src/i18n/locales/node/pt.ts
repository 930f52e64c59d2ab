import type { NodeMessages } from './en.js';

/** Portuguese (pt): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'A execução foi revertida',
  'core.nodeExecutionRevertedWithReason': 'A execução foi revertida: {reason}',
  'core.nodeFeeCapTooHigh': 'O limite de taxa é maior que o máximo permitido pelo nó',
  'core.nodeFeeCapTooLow': 'O limite de taxa é menor que a taxa base do bloco',
  'core.nodeNonceTooHigh': 'O nonce é maior que o próximo nonce da conta',
  'core.nodeNonceTooLow': 'O nonce é menor que o próximo nonce da conta',
  'core.nodeNonceMaxValue': 'O nonce atingiu o valor máximo',
  'core.nodeIntrinsicGasTooHigh': 'O gás intrínseco é maior que o limite de gás do bloco',
  'core.nodeIntrinsicGasTooLow': 'O gás intrínseco é menor que o mínimo exigido',
  'core.nodeTransactionTypeNotSupported': 'Este tipo de transação não é compatível',
  'core.nodeTipAboveFeeCap': 'A taxa de prioridade é maior que a taxa máxima por gás',
  'core.nodeUnknownError': 'Ocorreu um erro desconhecido ao executar a transação',
};
