import type { NodeMessages } from './en.js';

/** Turkish (tr): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Yürütme geri alındı',
  'core.nodeExecutionRevertedWithReason': 'Yürütme geri alındı: {reason}',
  'core.nodeFeeCapTooHigh': 'Ücret tavanı düğümün izin verdiği üst sınırdan yüksek',
  'core.nodeFeeCapTooLow': 'Ücret tavanı bloğun temel ücretinden düşük',
  'core.nodeNonceTooHigh': 'Nonce, hesabın sonraki nonce değerinden yüksek',
  'core.nodeNonceTooLow': 'Nonce, hesabın sonraki nonce değerinden düşük',
  'core.nodeNonceMaxValue': 'Nonce en yüksek değerine ulaştı',
  'core.nodeIntrinsicGasTooHigh': 'İçsel gaz, bloğun gaz limitinden yüksek',
  'core.nodeIntrinsicGasTooLow': 'İçsel gaz, gereken en düşük değerden az',
  'core.nodeTransactionTypeNotSupported': 'Bu işlem türü desteklenmiyor',
  'core.nodeTipAboveFeeCap': 'Öncelik ücreti, gaz başına en yüksek ücretten fazla',
  'core.nodeUnknownError': 'İşlem yürütülürken bilinmeyen bir hata oluştu',
};
