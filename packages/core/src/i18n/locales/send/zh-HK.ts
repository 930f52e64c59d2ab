import type { SendMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/**
 * Chinese (Traditional, Hong Kong) (zh-HK): the send's and receive's messages (the WalletSend,
 * WalletSendPreview and WalletReceive views, core's send checks), the part of `send/en.ts` — zh-TW's, with
 * the messages that differ.
 */
export const messages: SendMessages = {
  ...zhTW,
  'receive.qrLabel': '你的地址二維碼',
  'receive.networks': '僅在下列網絡上傳送：',
  'send.accountCreation': '（其中 {amount} {symbol} 用於開立收款人的代幣賬戶）',
  'core.sendInsufficientFee': '{symbol} 不足以支付網絡手續費',
};
