import type { SendMessages } from './en.js';

/**
 * Chinese (Simplified) (zh-CN): the send's and receive's messages (the WalletSend, WalletSendPreview and
 * WalletReceive views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and
 * placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': '你的地址二维码',
  'receive.networks': '仅在以下网络上发送：',
  'send.token': '代币',
  'send.available': '{symbol} — 可用 {amount}',
  'send.amount': '数量',
  'send.max': '最大',
  'send.receiverOrName': '接收方地址或名称',
  'send.receiver': '接收方地址',
  'send.receiverProfile': '接收方',
  'send.checking': '正在检查…',
  'send.preview': '预览发送',
  'send.sent': '交易已发送',
  'send.viewOn': '在 {explorer} 上查看',
  'send.theExplorer': '浏览器',
  'send.summary': '发送摘要',
  'send.to': '发送至',
  'send.upTo': '最多 {amount} {symbol}',
  'send.accountCreation': '（其中 {amount} {symbol} 用于开设接收方的代币账户）',
  'send.confirmInWallet': '请在钱包中确认…',
  'send.send': '发送',
  'send.edit': '编辑',
  'core.sendAmountAndReceiver': '需要填写金额和接收方地址',
  'core.sendTokenRequired': '需要选择代币',
  'core.sendTooManyDecimals': '{symbol} 有 {decimals} 位小数：金额的小数位更多',
  'core.sendInvalidReceiver': '请输入有效的 {network} 地址',
  'core.sendBadChecksum': '地址校验和无效',
  'core.sendNameNotFound': '未找到 {name} 的地址',
  'core.sendInsufficientBalance': '{symbol} 余额不足',
  'core.sendInsufficientFee': '{symbol} 不足以支付网络费用',
};
