import type { NodeMessages } from './en.js';

/** Arabic (ar): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'تم التراجع عن التنفيذ',
  'core.nodeExecutionRevertedWithReason': 'تم التراجع عن التنفيذ: {reason}',
  'core.nodeFeeCapTooHigh': 'الحد الأقصى للرسوم أعلى مما تسمح به العقدة',
  'core.nodeFeeCapTooLow': 'الحد الأقصى للرسوم أقل من الرسوم الأساسية للكتلة',
  'core.nodeNonceTooHigh': 'الرقم التسلسلي أعلى من الرقم التالي للحساب',
  'core.nodeNonceTooLow': 'الرقم التسلسلي أقل من الرقم التالي للحساب',
  'core.nodeNonceMaxValue': 'بلغ الرقم التسلسلي قيمته القصوى',
  'core.nodeIntrinsicGasTooHigh': 'الغاز الأساسي أعلى من حد الغاز للكتلة',
  'core.nodeIntrinsicGasTooLow': 'الغاز الأساسي أقل من الحد الأدنى المطلوب',
  'core.nodeTransactionTypeNotSupported': 'نوع المعاملة غير مدعوم',
  'core.nodeTipAboveFeeCap': 'رسوم الأولوية أعلى من الحد الأقصى للرسوم لكل وحدة غاز',
  'core.nodeUnknownError': 'حدث خطأ غير معروف أثناء تنفيذ المعاملة',
};
