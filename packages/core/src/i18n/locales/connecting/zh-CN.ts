import type { ConnectingMessages } from './en.js';

/**
 * Chinese (Simplified) (zh-CN): the connecting views' messages (WalletConnect, Farcaster, email, social
 * login, the email update), the part of `connecting/en.ts`, translated; wallet and brand names and
 * placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': '此网站尚未设置 WalletConnect。',
  'wc.qrLabel': '用于连接 {name} 的二维码',
  'wc.scan': '请使用 {name} 扫描此二维码',
  'wc.openMobile': '打开应用',
  'wc.openDesktop': '打开桌面应用',
  'wc.openWeb': '打开网页应用',
  'farcaster.scan': '请使用手机相机或 Farcaster 应用扫描此二维码',
  'farcaster.waiting': '正在等待你在 Farcaster 中批准登录',
  'farcaster.open': '在 Farcaster 中打开',
  'farcaster.qrLabel': '用于通过 Farcaster 登录的二维码',
  'email.codeSentTo': '请输入我们发送到 {email} 的 6 位验证码',
  'email.codeSentCurrent': '请输入我们发送到你当前邮箱的 6 位验证码',
  'email.code': '验证码',
  'email.resend': '重新发送验证码',
  'email.connectedAs': '已以 {email} 身份连接',
  'email.newEmail': '新邮箱',
  'email.enterNew': '请输入你的新邮箱',
  'email.recoveryUnlock': '请在 Portico 钱包中输入恢复密码',
  'email.recoveryChoose': '请在 Portico 钱包中设置恢复密码',
  'social.linkDescription': '此邮箱已有 Portico 钱包：输入验证码后，你的 {name} 登录即可打开它。',
  'social.continueIn': '请在 {name} 窗口中继续',
  'social.allowAccess': '请在打开的窗口中登录并允许 Portico 访问',
  'common.copyLink': '复制链接',
  'common.preparingQr': '正在准备二维码…',
  'toast.linkCopied': '链接已复制',
  'toast.linkCopyFailed': '无法复制链接',
  'connect.searchWallet': '搜索钱包',
  'connect.searchWallets': '搜索钱包',
  'connect.wallets': '钱包',
  'connect.loadingWallets': '正在加载钱包…',
  'connect.noWallet': '未找到钱包',
  'connect.yourWallet': '你的钱包',
  'connect.continueIn': '请在 {name} 中继续',
  'connect.acceptRequest': '请在钱包中接受连接请求',
};
