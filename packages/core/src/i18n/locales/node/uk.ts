import type { NodeMessages } from './en.js';

/** Ukrainian (uk): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Виконання скасовано',
  'core.nodeExecutionRevertedWithReason': 'Виконання скасовано: {reason}',
  'core.nodeFeeCapTooHigh': 'Межа комісії вища за максимум, дозволений вузлом',
  'core.nodeFeeCapTooLow': 'Межа комісії нижча за базову комісію блоку',
  'core.nodeNonceTooHigh': 'Nonce більший за наступний nonce облікового запису',
  'core.nodeNonceTooLow': 'Nonce менший за наступний nonce облікового запису',
  'core.nodeNonceMaxValue': 'Nonce досяг максимального значення',
  'core.nodeIntrinsicGasTooHigh': 'Внутрішній газ перевищує ліміт газу блоку',
  'core.nodeIntrinsicGasTooLow': 'Внутрішній газ нижчий за потрібний мінімум',
  'core.nodeTransactionTypeNotSupported': 'Цей тип транзакції не підтримується',
  'core.nodeTipAboveFeeCap': 'Пріоритетна комісія вища за максимальну комісію за газ',
  'core.nodeUnknownError': 'Під час виконання транзакції сталася невідома помилка',
};
