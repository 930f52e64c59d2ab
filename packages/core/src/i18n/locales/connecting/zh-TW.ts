import type { ConnectingMessages } from './en.js';

/**
 * Chinese (Traditional, Taiwan) (zh-TW): the connecting views' messages (WalletConnect, Farcaster, email,
 * social login, the email update), the part of `connecting/en.ts`, translated; wallet and brand names and
 * placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': '此網站尚未設定 WalletConnect。',
  'wc.qrLabel': '用於連結 {name} 的 QR 碼',
  'wc.scan': '請使用 {name} 掃描此 QR 碼',
  'wc.openMobile': '開啟 App',
  'wc.openDesktop': '開啟桌面版 App',
  'wc.openWeb': '開啟網頁版 App',
  'farcaster.scan': '請使用手機相機或 Farcaster App 掃描此 QR 碼',
  'farcaster.waiting': '正在等待你在 Farcaster 中核准登入',
  'farcaster.open': '在 Farcaster 中開啟',
  'farcaster.qrLabel': '用於透過 Farcaster 登入的 QR 碼',
  'email.codeSentTo': '請輸入我們傳送至 {email} 的 6 位數驗證碼',
  'email.codeSentCurrent': '請輸入我們傳送至你目前電子郵件的 6 位數驗證碼',
  'email.code': '驗證碼',
  'email.resend': '重新傳送驗證碼',
  'email.connectedAs': '已以 {email} 身分連結',
  'email.newEmail': '新的電子郵件',
  'email.enterNew': '請輸入你的新電子郵件',
  'email.recoveryUnlock': '請在 Portico 錢包中輸入復原密碼',
  'email.recoveryChoose': '請在 Portico 錢包中設定復原密碼',
  'social.linkDescription': '此電子郵件已有 Portico 錢包：輸入驗證碼後，你的 {name} 登入即可開啟該錢包。',
  'social.continueIn': '請在 {name} 視窗中繼續',
  'social.allowAccess': '請在開啟的視窗中登入，並允許 Portico 存取',
  'common.copyLink': '複製連結',
  'common.preparingQr': '正在準備 QR 碼…',
  'toast.linkCopied': '已複製連結',
  'toast.linkCopyFailed': '無法複製連結',
  'connect.searchWallet': '搜尋錢包',
  'connect.searchWallets': '搜尋錢包',
  'connect.wallets': '錢包',
  'connect.loadingWallets': '正在載入錢包…',
  'connect.noWallet': '找不到錢包',
  'connect.yourWallet': '你的錢包',
  'connect.continueIn': '請在 {name} 中繼續',
  'connect.acceptRequest': '請在錢包中接受連結請求',
};
