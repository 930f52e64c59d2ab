import type { NodeMessages } from './en.js';

/** Polish (pl): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Wykonanie zostało wycofane',
  'core.nodeExecutionRevertedWithReason': 'Wykonanie zostało wycofane: {reason}',
  'core.nodeFeeCapTooHigh': 'Limit opłat przekracza maksimum dozwolone przez węzeł',
  'core.nodeFeeCapTooLow': 'Limit opłat jest niższy niż opłata bazowa bloku',
  'core.nodeNonceTooHigh': 'Nonce jest wyższy niż następny nonce konta',
  'core.nodeNonceTooLow': 'Nonce jest niższy niż następny nonce konta',
  'core.nodeNonceMaxValue': 'Nonce osiągnął maksymalną wartość',
  'core.nodeIntrinsicGasTooHigh': 'Gaz wewnętrzny przekracza limit gazu bloku',
  'core.nodeIntrinsicGasTooLow': 'Gaz wewnętrzny jest niższy niż wymagane minimum',
  'core.nodeTransactionTypeNotSupported': 'Ten typ transakcji nie jest obsługiwany',
  'core.nodeTipAboveFeeCap': 'Opłata priorytetowa przekracza maksymalną opłatę za gaz',
  'core.nodeUnknownError': 'Podczas wykonywania transakcji wystąpił nieznany błąd',
};
