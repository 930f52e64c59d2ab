import type { SessionMessages } from './en.js';

/**
 * Vietnamese (vi): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Chuyển sang {name}',
  'network.approveSwitch': 'Phê duyệt việc chuyển mạng trong ví của bạn',
  'network.familyUnsupported':
    'Ví đã kết nối không hỗ trợ mạng {family}. Tiếp tục để kết nối một ví có hỗ trợ.',
  'network.switch': 'Chuyển',
  'network.unsupported':
    'Ứng dụng này không hỗ trợ mạng hiện tại của bạn. Hãy chuyển sang một lựa chọn khả dụng để tiếp tục.',
  'wallets.none': 'Chưa có ví nào được kết nối.',
  'wallets.list': 'Ví đã kết nối',
  'wallets.add': 'Thêm ví',
  'wallets.active': 'Đang dùng',
  'wallets.switchTo': 'Chuyển sang {name}',
  'wallets.disconnect': 'Ngắt kết nối {name}',
  'calls.checking': 'Đang kiểm tra lô giao dịch…',
  'calls.pending': 'Đang chờ',
  'calls.confirmed': 'Đã xác nhận',
  'calls.failed': 'Thất bại',
  'calls.unavailable': 'Không xem được trạng thái',
  'calls.viewTransaction': 'Xem giao dịch {hash}',
  'calls.transaction': 'Giao dịch {hash}',
  'approve.none': 'Không có yêu cầu nào đang chờ.',
  'approve.review': 'Xem lại yêu cầu trong ví Portico của bạn',
  'siwx.asks': '{app} yêu cầu bạn đăng nhập bằng ví của mình.',
  'siwx.thisApp': 'Ứng dụng này',
  'siwx.message': 'Thông điệp cần ký',
  'siwx.preparing': 'Đang chuẩn bị thông điệp…',
  'siwx.authenticating': 'Đang xác thực...',
  'siwx.sign': 'Ký',
};
