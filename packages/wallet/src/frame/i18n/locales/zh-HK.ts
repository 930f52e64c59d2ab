import type { FrameMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/** The secure frame's words in Chinese (Traditional, Hong Kong) (zh-HK): zh-TW's, with the messages that differ. */
export const messages: FrameMessages = {
  ...zhTW,
  fair: '一般',
  tooWeak: '此密碼太容易估到：請加入更多字詞或字元',
  passwordsDiffer: '兩次輸入的密碼不相符',
  approveHint: '此請求完整顯示後即可批核。',
  approve: '批核',
  network: '網絡 {network}',
  storageMemory: '此瀏覽器不容許安全錢包在此網站儲存資料。關閉此頁面前你可以使用錢包；下次需要輸入復原密碼。',
  storageRefused: '瀏覽器不容許。關閉此頁面前你的錢包仍可使用。',
  swapYouPay: '你支付',
  swapYouReceive: '你至少收到',
  swapAnotherAccount: '{address}（其他賬戶）',
  summaryTransfer: '轉賬',
  summaryTransferFrom: '代為轉賬',
  summaryTokenTransfer: '代幣轉賬',
};
