import type { FrameMessages } from './en.js';

/** The secure frame's words in zh-CN. */
export const messages: FrameMessages = {
  continue: '继续',
  recoveryPassword: '恢复密码',
  confirmRecoveryPassword: '确认恢复密码',
  chooseTitle: '设置恢复密码',
  chooseDescription: '至少 {min} 个字符且不易猜到。在新设备上使用钱包时需要它；任何人都无法重置。',
  strength: '强度：{word}',
  veryWeak: '非常弱',
  weak: '弱',
  fair: '一般',
  strong: '强',
  veryStrong: '非常强',
  enterTitle: '请输入恢复密码',
  enterDescription: '这是一台新设备：恢复密码会在此解锁你的钱包。',
  tooShort: '请至少使用 {min} 个字符',
  tooWeak: '此密码太容易被猜到：请添加更多单词或字符',
  passwordsDiffer: '两次输入的密码不一致',
  approveHint: '此请求完整显示后即可批准。',
  reject: '拒绝',
  approve: '批准',
  requestFrom: '来自 {origin} 的请求',
  network: '网络 {network}',
  storage: '存储',
  storageMemory:
    '此浏览器不允许安全钱包在此网站保存数据。在关闭此页面前你可以使用钱包；下次需要输入恢复密码。',
  storageRequest: '让钱包记住此设备',
  storageRefused: '浏览器未允许。关闭此页面前你的钱包仍可使用。',
};
