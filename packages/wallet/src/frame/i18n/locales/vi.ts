import type { FrameMessages } from './en.js';

/** The secure frame's words in vi. */
export const messages: FrameMessages = {
  continue: 'Tiếp tục',
  recoveryPassword: 'Mật khẩu khôi phục',
  confirmRecoveryPassword: 'Xác nhận mật khẩu khôi phục',
  chooseTitle: 'Chọn mật khẩu khôi phục',
  chooseDescription:
    'Tối thiểu {min} ký tự và khó đoán. Bạn cần nó để dùng ví trên thiết bị mới; không ai có thể đặt lại.',
  strength: 'Độ mạnh: {word}',
  veryWeak: 'Rất yếu',
  weak: 'Yếu',
  fair: 'Trung bình',
  strong: 'Mạnh',
  veryStrong: 'Rất mạnh',
  enterTitle: 'Nhập mật khẩu khôi phục của bạn',
  enterDescription: 'Đây là thiết bị mới: mật khẩu khôi phục sẽ mở khóa ví của bạn tại đây.',
  tooShort: 'Dùng tối thiểu {min} ký tự',
  tooWeak: 'Mật khẩu này quá dễ đoán: hãy thêm từ hoặc ký tự',
  passwordsDiffer: 'Mật khẩu không khớp',
  approveHint: 'Có thể phê duyệt khi yêu cầu này hiển thị đầy đủ.',
  reject: 'Từ chối',
  approve: 'Phê duyệt',
  requestFrom: 'Yêu cầu từ {origin}',
  network: 'Mạng {network}',
  storage: 'Bộ nhớ',
  storageMemory:
    'Trình duyệt này không cho phép ví bảo mật lưu dữ liệu trên trang này. Bạn có thể dùng ví cho đến khi đóng trang; lần sau bạn sẽ cần mật khẩu khôi phục.',
  storageRequest: 'Cho phép ví ghi nhớ thiết bị này',
  storageRefused: 'Trình duyệt không cho phép. Ví của bạn vẫn hoạt động cho đến khi bạn đóng trang này.',
};
