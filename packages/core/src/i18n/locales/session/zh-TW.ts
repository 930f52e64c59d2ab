import type { SessionMessages } from './en.js';

/**
 * Chinese (Traditional, Taiwan) (zh-TW): the connected session's views' messages (networks, connected
 * wallets, sign-in, approval, transaction status), the part of `session/en.ts`, translated; wallet and brand
 * names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': '切換至 {name}',
  'network.approveSwitch': '請在錢包中核准切換網路',
  'network.familyUnsupported': '已連結的錢包不支援 {family} 網路。繼續以連結支援的錢包。',
  'network.switch': '切換',
  'network.unsupported': '此應用程式不支援你目前的網路。請切換至可用的選項以繼續。',
  'wallets.none': '沒有已連結的錢包。',
  'wallets.list': '已連結的錢包',
  'wallets.add': '新增錢包',
  'wallets.active': '使用中',
  'wallets.switchTo': '切換至 {name}',
  'wallets.disconnect': '中斷 {name} 的連結',
  'calls.checking': '正在檢查批次…',
  'calls.pending': '處理中',
  'calls.confirmed': '已確認',
  'calls.failed': '失敗',
  'calls.unavailable': '無法取得狀態',
  'calls.viewTransaction': '查看交易 {hash}',
  'calls.transaction': '交易 {hash}',
  'approve.none': '沒有待處理的請求。',
  'approve.review': '請在 Portico 錢包中檢視此請求',
  'siwx.asks': '{app} 請你使用錢包登入。',
  'siwx.thisApp': '此應用程式',
  'siwx.message': '待簽署的訊息',
  'siwx.preparing': '正在準備訊息…',
  'siwx.authenticating': '正在驗證...',
  'siwx.sign': '簽署',
};
