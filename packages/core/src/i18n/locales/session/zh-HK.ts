import type { SessionMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/**
 * Chinese (Traditional, Hong Kong) (zh-HK): the connected session's views' messages (networks, connected
 * wallets, sign-in, approval, transaction status), the part of `session/en.ts` — zh-TW's, with the messages
 * that differ.
 */
export const messages: SessionMessages = {
  ...zhTW,
  'network.approveSwitch': '請在錢包中核准切換網絡',
  'network.familyUnsupported': '已連接的錢包不支援 {family} 網絡。繼續以連接支援的錢包。',
  'network.unsupported': '此應用程式不支援你目前的網絡。請切換至可用的選項以繼續。',
  'wallets.none': '沒有已連接的錢包。',
  'wallets.list': '已連接的錢包',
  'wallets.disconnect': '中斷 {name} 的連接',
};
