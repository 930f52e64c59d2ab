import type { NodeMessages } from './en.js';

/** Indonesian (id): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': 'Eksekusi dibatalkan',
  'core.nodeExecutionRevertedWithReason': 'Eksekusi dibatalkan: {reason}',
  'core.nodeFeeCapTooHigh': 'Batas biaya lebih tinggi dari maksimum yang diizinkan node',
  'core.nodeFeeCapTooLow': 'Batas biaya lebih rendah dari biaya dasar blok',
  'core.nodeNonceTooHigh': 'Nonce lebih tinggi dari nonce berikutnya pada akun',
  'core.nodeNonceTooLow': 'Nonce lebih rendah dari nonce berikutnya pada akun',
  'core.nodeNonceMaxValue': 'Nonce telah mencapai nilai maksimumnya',
  'core.nodeIntrinsicGasTooHigh': 'Gas intrinsik lebih tinggi dari batas gas blok',
  'core.nodeIntrinsicGasTooLow': 'Gas intrinsik lebih rendah dari minimum yang diperlukan',
  'core.nodeTransactionTypeNotSupported': 'Jenis transaksi tidak didukung',
  'core.nodeTipAboveFeeCap': 'Biaya prioritas lebih tinggi dari biaya maksimum per gas',
  'core.nodeUnknownError': 'Terjadi kesalahan yang tidak diketahui saat menjalankan transaksi',
};
