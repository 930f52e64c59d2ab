import type { OnrampMessages } from './en.js';

/**
 * Vietnamese (vi): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp
 * labels), the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Đang tải nhà cung cấp…',
  'onramp.noProviders': 'Không có nhà cung cấp nào.',
  'onramp.providers': 'Nhà cung cấp',
  'onramp.recentPurchases': 'Giao dịch mua gần đây',
  'onramp.chooseFirst': 'Hãy chọn nhà cung cấp trước.',
  'onramp.choose': 'Chọn nhà cung cấp',
  'onramp.payWith': 'Thanh toán bằng',
  'onramp.currencyToBuy': 'Loại tiền muốn mua',
  'onramp.amountIn': 'Số tiền ({currency})',
  'onramp.gettingQuote': 'Đang lấy báo giá…',
  'onramp.youReceive': 'Bạn nhận',
  'onramp.providerFee': 'Phí nhà cung cấp',
  'onramp.total': 'Tổng',
  'onramp.opening': 'Đang mở trang thanh toán…',
  'onramp.waiting': 'Hoàn tất thanh toán trong cửa sổ thanh toán. Đang chờ đơn hàng của bạn…',
  'onramp.stopWaiting': 'Ngừng chờ',
  'core.buy': 'Mua',
  'core.enterValidAmount': 'Nhập số lượng hợp lệ',
  'core.noCurrency': 'Không có loại tiền nào mua được trên mạng này',
  'core.popupBlocked': 'Cửa sổ thanh toán đã bị chặn: hãy cho phép cửa sổ bật lên cho trang này rồi thử lại',
  'core.purchaseFailed': 'Giao dịch mua thất bại',
  'core.connectToBuy': 'Kết nối ví để mua tiền mã hóa',
  'core.arrived': 'Đã nhận {amount}',
  'core.purchaseArrived': 'Tài sản bạn mua đã đến',
  'core.providerHint': 'Thẻ {min}–{max} {currency} · phí {low}–{high} %',
  'core.feesHint': 'phí {low}–{high} %',
  'core.minimumAmount': 'Số tiền tối thiểu là {amount} {currency}',
  'core.maximumAmount': 'Số tiền tối đa là {amount} {currency}',
};
