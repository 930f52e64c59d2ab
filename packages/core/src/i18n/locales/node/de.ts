import type { NodeMessages } from './en.js';

/** German (de): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Ausführung rückgängig gemacht',
  'core.nodeExecutionRevertedWithReason': 'Ausführung rückgängig gemacht: {reason}',
  'core.nodeFeeCapTooHigh': 'Die Gebührenobergrenze liegt über dem Maximum, das der Knoten zulässt',
  'core.nodeFeeCapTooLow': 'Die Gebührenobergrenze liegt unter der Grundgebühr des Blocks',
  'core.nodeNonceTooHigh': 'Die Nonce ist höher als die nächste Nonce des Kontos',
  'core.nodeNonceTooLow': 'Die Nonce ist niedriger als die nächste Nonce des Kontos',
  'core.nodeNonceMaxValue': 'Die Nonce hat ihren Höchstwert erreicht',
  'core.nodeIntrinsicGasTooHigh': 'Das intrinsische Gas liegt über dem Gaslimit des Blocks',
  'core.nodeIntrinsicGasTooLow': 'Das intrinsische Gas liegt unter dem erforderlichen Minimum',
  'core.nodeTransactionTypeNotSupported': 'Der Transaktionstyp wird nicht unterstützt',
  'core.nodeTipAboveFeeCap': 'Die Prioritätsgebühr ist höher als die maximale Gebühr pro Gas',
  'core.nodeUnknownError': 'Beim Ausführen der Transaktion ist ein unbekannter Fehler aufgetreten',
};
