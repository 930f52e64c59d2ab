import type { SendMessages } from './en.js';

/**
 * Chinese (Traditional, Taiwan) (zh-TW): the send's and receive's messages (the WalletSend, WalletSendPreview
 * and WalletReceive views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names
 * and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': '你的地址 QR 碼',
  'receive.networks': '僅在下列網路上傳送：',
  'send.token': '代幣',
  'send.available': '{symbol} — 可用 {amount}',
  'send.amount': '數量',
  'send.max': '最大',
  'send.receiverOrName': '收款人地址或名稱',
  'send.receiver': '收款人地址',
  'send.receiverProfile': '收款人',
  'send.checking': '正在檢查…',
  'send.preview': '預覽傳送',
  'send.sent': '交易已送出',
  'send.viewOn': '在 {explorer} 上查看',
  'send.theExplorer': '瀏覽器',
  'send.summary': '傳送摘要',
  'send.to': '傳送至',
  'send.upTo': '最多 {amount} {symbol}',
  'send.accountCreation': '（其中 {amount} {symbol} 用於開立收款人的代幣帳戶）',
  'send.confirmInWallet': '請在錢包中確認…',
  'send.send': '傳送',
  'send.edit': '編輯',
  'core.sendAmountAndReceiver': '需要填寫金額和收款人地址',
  'core.sendTokenRequired': '需要選擇代幣',
  'core.sendTooManyDecimals': '{symbol} 有 {decimals} 位小數：金額的小數位數更多',
  'core.sendInvalidReceiver': '請輸入有效的 {network} 地址',
  'core.sendBadChecksum': '地址校驗碼無效',
  'core.sendNameNotFound': '找不到 {name} 的地址',
  'core.sendInsufficientBalance': '{symbol} 餘額不足',
  'core.sendInsufficientFee': '{symbol} 不足以支付網路手續費',
};
