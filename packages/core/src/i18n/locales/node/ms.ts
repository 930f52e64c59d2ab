import type { NodeMessages } from './en.js';

/** Malay (ms): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Pelaksanaan dibatalkan',
  'core.nodeExecutionRevertedWithReason': 'Pelaksanaan dibatalkan: {reason}',
  'core.nodeFeeCapTooHigh': 'Had yuran lebih tinggi daripada maksimum yang dibenarkan oleh nod',
  'core.nodeFeeCapTooLow': 'Had yuran lebih rendah daripada yuran asas blok',
  'core.nodeNonceTooHigh': 'Nonce lebih tinggi daripada nonce seterusnya bagi akaun',
  'core.nodeNonceTooLow': 'Nonce lebih rendah daripada nonce seterusnya bagi akaun',
  'core.nodeNonceMaxValue': 'Nonce telah mencapai nilai maksimumnya',
  'core.nodeIntrinsicGasTooHigh': 'Gas intrinsik lebih tinggi daripada had gas blok',
  'core.nodeIntrinsicGasTooLow': 'Gas intrinsik lebih rendah daripada minimum yang diperlukan',
  'core.nodeTransactionTypeNotSupported': 'Jenis transaksi tidak disokong',
  'core.nodeTipAboveFeeCap': 'Yuran keutamaan lebih tinggi daripada yuran maksimum setiap gas',
  'core.nodeUnknownError': 'Ralat tidak diketahui berlaku semasa melaksanakan transaksi',
};
