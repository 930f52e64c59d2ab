import type { AccountMessages } from './en.js';
import { messages as zhTW } from './zh-TW.js';

/**
 * Chinese (Traditional, Hong Kong) (zh-HK): the Account view's messages (its tabs, tokens, NFTs, activity,
 * wallet features and account type; core's activity labels), the part of `account/en.ts` — zh-TW's, with the
 * messages that differ.
 */
export const messages: AccountMessages = {
  ...zhTW,
  'account.updateEmail': '變更電郵',
  'account.network': '網絡：',
  'account.connectedWallets': '已連接的錢包',
  'account.tabs': '賬戶',
  'account.type': '賬戶類型',
  'account.typeIs': '賬戶類型：',
  'account.smartAccount': '智能賬戶',
  'core.op.Approve': '批核',
  'core.op.Withdraw': '提取',
};
