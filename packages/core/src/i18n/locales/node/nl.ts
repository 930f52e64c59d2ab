import type { NodeMessages } from './en.js';

/** Dutch (nl): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Uitvoering teruggedraaid',
  'core.nodeExecutionRevertedWithReason': 'Uitvoering teruggedraaid: {reason}',
  'core.nodeFeeCapTooHigh': 'Het kostenplafond is hoger dan het maximum dat de node toestaat',
  'core.nodeFeeCapTooLow': 'Het kostenplafond is lager dan de basiskosten van het blok',
  'core.nodeNonceTooHigh': 'De nonce is hoger dan de volgende nonce van het account',
  'core.nodeNonceTooLow': 'De nonce is lager dan de volgende nonce van het account',
  'core.nodeNonceMaxValue': 'De nonce heeft zijn maximale waarde bereikt',
  'core.nodeIntrinsicGasTooHigh': 'Het intrinsieke gas is hoger dan de gaslimiet van het blok',
  'core.nodeIntrinsicGasTooLow': 'Het intrinsieke gas is lager dan het vereiste minimum',
  'core.nodeTransactionTypeNotSupported': 'Dit transactietype wordt niet ondersteund',
  'core.nodeTipAboveFeeCap': 'De prioriteitskosten zijn hoger dan de maximale kosten per gas',
  'core.nodeUnknownError': 'Er is een onbekende fout opgetreden bij het uitvoeren van de transactie',
};
