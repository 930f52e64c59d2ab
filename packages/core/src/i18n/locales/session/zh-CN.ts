import type { SessionMessages } from './en.js';

/**
 * Chinese (Simplified) (zh-CN): the connected session's views' messages (networks, connected wallets, sign-
 * in, approval, transaction status), the part of `session/en.ts`, translated; wallet and brand names and
 * placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': '切换到 {name}',
  'network.approveSwitch': '请在钱包中批准切换网络',
  'network.familyUnsupported': '已连接的钱包不支持 {family} 网络。继续以连接一个支持的钱包。',
  'network.switch': '切换',
  'network.unsupported': '此应用不支持你当前的网络。请切换到可用的网络以继续。',
  'wallets.none': '没有已连接的钱包。',
  'wallets.list': '已连接的钱包',
  'wallets.add': '添加钱包',
  'wallets.active': '使用中',
  'wallets.switchTo': '切换到 {name}',
  'wallets.disconnect': '断开 {name}',
  'calls.checking': '正在检查批次…',
  'calls.pending': '待处理',
  'calls.confirmed': '已确认',
  'calls.failed': '失败',
  'calls.unavailable': '无法获取状态',
  'calls.viewTransaction': '查看交易 {hash}',
  'calls.transaction': '交易 {hash}',
  'approve.none': '没有待处理的请求。',
  'approve.review': '请在 Portico 钱包中查看该请求',
  'siwx.asks': '{app} 请你使用钱包登录。',
  'siwx.thisApp': '此应用',
  'siwx.message': '待签名的消息',
  'siwx.preparing': '正在准备消息…',
  'siwx.authenticating': '正在验证...',
  'siwx.sign': '签名',
};
