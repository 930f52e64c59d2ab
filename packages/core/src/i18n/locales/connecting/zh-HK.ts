import type { ConnectingMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/**
 * Chinese (Traditional, Hong Kong) (zh-HK): the connecting views' messages (WalletConnect, Farcaster, email,
 * social login, the email update), the part of `connecting/en.ts` — zh-TW's, with the messages that differ.
 */
export const messages: ConnectingMessages = {
  ...zhTW,
  'wc.qrLabel': '用於連接 {name} 的二維碼',
  'wc.scan': '請使用 {name} 掃描此二維碼',
  'wc.openMobile': '開啟應用程式',
  'wc.openDesktop': '開啟桌面版應用程式',
  'wc.openWeb': '開啟網頁版應用程式',
  'farcaster.scan': '請使用手機相機或 Farcaster 應用程式掃描此二維碼',
  'farcaster.qrLabel': '用於透過 Farcaster 登入的二維碼',
  'email.codeSentCurrent': '請輸入我們傳送至你目前電郵的 6 位數驗證碼',
  'email.connectedAs': '已以 {email} 身分連接',
  'email.newEmail': '新的電郵',
  'email.enterNew': '請輸入你的新電郵',
  'social.linkDescription': '此電郵已有 Portico 錢包：輸入驗證碼後，你的 {name} 登入即可開啟該錢包。',
  'common.preparingQr': '正在準備二維碼…',
  'connect.acceptRequest': '請在錢包中接受連接請求',
};
