import type { NodeMessages } from './en.js';

/** Vietnamese (vi): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Thực thi đã bị hoàn tác',
  'core.nodeExecutionRevertedWithReason': 'Thực thi đã bị hoàn tác: {reason}',
  'core.nodeFeeCapTooHigh': 'Mức phí tối đa cao hơn mức node cho phép',
  'core.nodeFeeCapTooLow': 'Mức phí tối đa thấp hơn phí cơ bản của khối',
  'core.nodeNonceTooHigh': 'Nonce cao hơn nonce tiếp theo của tài khoản',
  'core.nodeNonceTooLow': 'Nonce thấp hơn nonce tiếp theo của tài khoản',
  'core.nodeNonceMaxValue': 'Nonce đã đạt giá trị tối đa',
  'core.nodeIntrinsicGasTooHigh': 'Gas nội tại cao hơn giới hạn gas của khối',
  'core.nodeIntrinsicGasTooLow': 'Gas nội tại thấp hơn mức tối thiểu cần thiết',
  'core.nodeTransactionTypeNotSupported': 'Loại giao dịch này không được hỗ trợ',
  'core.nodeTipAboveFeeCap': 'Phí ưu tiên cao hơn phí tối đa cho mỗi gas',
  'core.nodeUnknownError': 'Đã xảy ra lỗi không xác định khi thực hiện giao dịch',
};
