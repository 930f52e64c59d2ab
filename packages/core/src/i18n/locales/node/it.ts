import type { NodeMessages } from './en.js';

/** Italian (it): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': "L'esecuzione è stata annullata",
  'core.nodeExecutionRevertedWithReason': "L'esecuzione è stata annullata: {reason}",
  'core.nodeFeeCapTooHigh': 'Il limite delle commissioni supera il massimo consentito dal nodo',
  'core.nodeFeeCapTooLow': 'Il limite delle commissioni è inferiore alla commissione base del blocco',
  'core.nodeNonceTooHigh': "Il nonce è superiore al nonce successivo dell'account",
  'core.nodeNonceTooLow': "Il nonce è inferiore al nonce successivo dell'account",
  'core.nodeNonceMaxValue': 'Il nonce ha raggiunto il valore massimo',
  'core.nodeIntrinsicGasTooHigh': 'Il gas intrinseco supera il limite di gas del blocco',
  'core.nodeIntrinsicGasTooLow': 'Il gas intrinseco è inferiore al minimo richiesto',
  'core.nodeTransactionTypeNotSupported': 'Il tipo di transazione non è supportato',
  'core.nodeTipAboveFeeCap': 'La commissione di priorità supera la commissione massima per gas',
  'core.nodeUnknownError': "Si è verificato un errore sconosciuto durante l'esecuzione della transazione",
};
