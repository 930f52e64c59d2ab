import type { NodeMessages } from './en.js';

/** Spanish (es): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'La ejecución se revirtió',
  'core.nodeExecutionRevertedWithReason': 'La ejecución se revirtió: {reason}',
  'core.nodeFeeCapTooHigh': 'El límite de comisión supera el máximo que permite el nodo',
  'core.nodeFeeCapTooLow': 'El límite de comisión es inferior a la comisión base del bloque',
  'core.nodeNonceTooHigh': 'El nonce es mayor que el siguiente nonce de la cuenta',
  'core.nodeNonceTooLow': 'El nonce es menor que el siguiente nonce de la cuenta',
  'core.nodeNonceMaxValue': 'El nonce ha alcanzado su valor máximo',
  'core.nodeIntrinsicGasTooHigh': 'El gas intrínseco supera el límite de gas del bloque',
  'core.nodeIntrinsicGasTooLow': 'El gas intrínseco es inferior al mínimo requerido',
  'core.nodeTransactionTypeNotSupported': 'El tipo de transacción no es compatible',
  'core.nodeTipAboveFeeCap': 'La comisión de prioridad supera la comisión máxima por gas',
  'core.nodeUnknownError': 'Se produjo un error desconocido al ejecutar la transacción',
};
