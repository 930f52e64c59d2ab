import type { ConnectingMessages } from './en.js';

/**
 * Vietnamese (vi): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect chưa được thiết lập cho trang này.',
  'wc.qrLabel': 'Mã QR để kết nối {name}',
  'wc.scan': 'Quét mã QR này bằng {name}',
  'wc.openMobile': 'Mở ứng dụng',
  'wc.openDesktop': 'Mở ứng dụng máy tính',
  'wc.openWeb': 'Mở ứng dụng web',
  'farcaster.scan': 'Quét mã QR này bằng camera điện thoại hoặc ứng dụng Farcaster',
  'farcaster.waiting': 'Đang chờ bạn phê duyệt đăng nhập trong Farcaster',
  'farcaster.open': 'Mở trong Farcaster',
  'farcaster.qrLabel': 'Mã QR để đăng nhập bằng Farcaster',
  'email.codeSentTo': 'Nhập mã 6 chữ số chúng tôi đã gửi đến {email}',
  'email.codeSentCurrent': 'Nhập mã 6 chữ số chúng tôi đã gửi đến email hiện tại của bạn',
  'email.code': 'Mã',
  'email.resend': 'Gửi lại mã',
  'email.connectedAs': 'Đã kết nối với tên {email}',
  'email.newEmail': 'Email mới',
  'email.enterNew': 'Nhập email mới của bạn',
  'email.recoveryUnlock': 'Nhập mật khẩu khôi phục trong ví Portico của bạn',
  'email.recoveryChoose': 'Chọn mật khẩu khôi phục trong ví Portico của bạn',
  'social.linkDescription':
    'Email này đã có ví Portico: mã này cho phép thông tin đăng nhập {name} của bạn mở ví đó.',
  'social.continueIn': 'Tiếp tục trong cửa sổ {name}',
  'social.allowAccess': 'Đăng nhập và cho phép Portico truy cập trong cửa sổ vừa mở',
  'common.copyLink': 'Sao chép liên kết',
  'common.preparingQr': 'Đang chuẩn bị mã QR…',
  'toast.linkCopied': 'Đã sao chép liên kết',
  'toast.linkCopyFailed': 'Không sao chép được liên kết',
  'connect.searchWallet': 'Tìm ví',
  'connect.searchWallets': 'Tìm kiếm ví',
  'connect.wallets': 'Ví',
  'connect.loadingWallets': 'Đang tải ví…',
  'connect.noWallet': 'Không tìm thấy ví',
  'connect.yourWallet': 'ví của bạn',
  'connect.continueIn': 'Tiếp tục trong {name}',
  'connect.acceptRequest': 'Chấp nhận yêu cầu kết nối trong ví',
};
