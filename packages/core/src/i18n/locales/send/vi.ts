import type { SendMessages } from './en.js';

/**
 * Vietnamese (vi): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive
 * views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders
 * kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Mã QR địa chỉ của bạn',
  'receive.networks': 'Chỉ gửi trên các mạng sau:',
  'send.token': 'Token',
  'send.available': '{symbol} — khả dụng {amount}',
  'send.amount': 'Số lượng',
  'send.max': 'Tối đa',
  'send.receiverOrName': 'Địa chỉ hoặc tên người nhận',
  'send.receiver': 'Địa chỉ người nhận',
  'send.receiverProfile': 'Người nhận',
  'send.checking': 'Đang kiểm tra…',
  'send.preview': 'Xem trước giao dịch gửi',
  'send.sent': 'Đã gửi giao dịch',
  'send.viewOn': 'Xem trên {explorer}',
  'send.theExplorer': 'trình khám phá',
  'send.summary': 'Tóm tắt giao dịch gửi',
  'send.to': 'Đến',
  'send.upTo': 'tối đa {amount} {symbol}',
  'send.accountCreation': ' (trong đó {amount} {symbol} dùng để mở tài khoản token của người nhận)',
  'send.confirmInWallet': 'Xác nhận trong ví của bạn…',
  'send.send': 'Gửi',
  'send.edit': 'Sửa',
  'core.sendAmountAndReceiver': 'Cần có số lượng và địa chỉ người nhận',
  'core.sendTokenRequired': 'Cần chọn token',
  'core.sendTooManyDecimals': '{symbol} có {decimals} chữ số thập phân: số lượng có nhiều hơn',
  'core.sendInvalidReceiver': 'Nhập địa chỉ {network} hợp lệ',
  'core.sendBadChecksum': 'Checksum của địa chỉ không hợp lệ',
  'core.sendNameNotFound': 'Không tìm thấy địa chỉ cho {name}',
  'core.sendInsufficientBalance': 'Số dư {symbol} không đủ',
  'core.sendInsufficientFee': 'Không đủ {symbol} để trả phí mạng',
};
