import type { NodeMessages } from './en.js';

/** Hindi (hi): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'निष्पादन रिवर्ट हो गया',
  'core.nodeExecutionRevertedWithReason': 'निष्पादन रिवर्ट हो गया: {reason}',
  'core.nodeFeeCapTooHigh': 'शुल्क सीमा नोड द्वारा अनुमत अधिकतम से अधिक है',
  'core.nodeFeeCapTooLow': 'शुल्क सीमा ब्लॉक के आधार शुल्क से कम है',
  'core.nodeNonceTooHigh': 'नॉन्स खाते के अगले नॉन्स से अधिक है',
  'core.nodeNonceTooLow': 'नॉन्स खाते के अगले नॉन्स से कम है',
  'core.nodeNonceMaxValue': 'नॉन्स अपने अधिकतम मान तक पहुँच गया है',
  'core.nodeIntrinsicGasTooHigh': 'आंतरिक गैस ब्लॉक की गैस सीमा से अधिक है',
  'core.nodeIntrinsicGasTooLow': 'आंतरिक गैस आवश्यक न्यूनतम से कम है',
  'core.nodeTransactionTypeNotSupported': 'यह लेनदेन प्रकार समर्थित नहीं है',
  'core.nodeTipAboveFeeCap': 'प्राथमिकता शुल्क प्रति गैस अधिकतम शुल्क से अधिक है',
  'core.nodeUnknownError': 'लेनदेन निष्पादित करते समय एक अज्ञात त्रुटि हुई',
};
