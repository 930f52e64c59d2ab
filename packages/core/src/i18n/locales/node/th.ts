import type { NodeMessages } from './en.js';

/** Thai (th): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'การดำเนินการถูกย้อนกลับ',
  'core.nodeExecutionRevertedWithReason': 'การดำเนินการถูกย้อนกลับ: {reason}',
  'core.nodeFeeCapTooHigh': 'เพดานค่าธรรมเนียมสูงกว่าค่าสูงสุดที่โหนดอนุญาต',
  'core.nodeFeeCapTooLow': 'เพดานค่าธรรมเนียมต่ำกว่าค่าธรรมเนียมพื้นฐานของบล็อก',
  'core.nodeNonceTooHigh': 'Nonce สูงกว่า nonce ถัดไปของบัญชี',
  'core.nodeNonceTooLow': 'Nonce ต่ำกว่า nonce ถัดไปของบัญชี',
  'core.nodeNonceMaxValue': 'Nonce ถึงค่าสูงสุดแล้ว',
  'core.nodeIntrinsicGasTooHigh': 'แก๊สพื้นฐานสูงกว่าขีดจำกัดแก๊สของบล็อก',
  'core.nodeIntrinsicGasTooLow': 'แก๊สพื้นฐานต่ำกว่าค่าต่ำสุดที่กำหนด',
  'core.nodeTransactionTypeNotSupported': 'ไม่รองรับธุรกรรมประเภทนี้',
  'core.nodeTipAboveFeeCap': 'ค่าธรรมเนียมลำดับความสำคัญสูงกว่าค่าธรรมเนียมสูงสุดต่อแก๊ส',
  'core.nodeUnknownError': 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุขณะดำเนินธุรกรรม',
};
