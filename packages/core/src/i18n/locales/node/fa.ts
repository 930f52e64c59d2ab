import type { NodeMessages } from './en.js';

/** Persian (fa): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'اجرا برگشت خورد',
  'core.nodeExecutionRevertedWithReason': 'اجرا برگشت خورد: {reason}',
  'core.nodeFeeCapTooHigh': 'سقف کارمزد از حداکثری که گره اجازه می‌دهد بیشتر است',
  'core.nodeFeeCapTooLow': 'سقف کارمزد از کارمزد پایه بلاک کمتر است',
  'core.nodeNonceTooHigh': 'نانس از نانس بعدی حساب بیشتر است',
  'core.nodeNonceTooLow': 'نانس از نانس بعدی حساب کمتر است',
  'core.nodeNonceMaxValue': 'نانس به حداکثر مقدار خود رسیده است',
  'core.nodeIntrinsicGasTooHigh': 'گاز ذاتی از سقف گاز بلاک بیشتر است',
  'core.nodeIntrinsicGasTooLow': 'گاز ذاتی از حداقل لازم کمتر است',
  'core.nodeTransactionTypeNotSupported': 'این نوع تراکنش پشتیبانی نمی‌شود',
  'core.nodeTipAboveFeeCap': 'کارمزد اولویت از حداکثر کارمزد هر گاز بیشتر است',
  'core.nodeUnknownError': 'هنگام اجرای تراکنش خطای ناشناخته‌ای رخ داد',
};
