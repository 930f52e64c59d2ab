import type { ConnectingMessages } from './en.js';

/**
 * Thai (th): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'ไม่ได้ตั้งค่า WalletConnect สำหรับเว็บไซต์นี้',
  'wc.qrLabel': 'คิวอาร์โค้ดสำหรับเชื่อมต่อ {name}',
  'wc.scan': 'สแกนคิวอาร์โค้ดนี้ด้วย {name}',
  'wc.openMobile': 'เปิดแอป',
  'wc.openDesktop': 'เปิดแอปเดสก์ท็อป',
  'wc.openWeb': 'เปิดเว็บแอป',
  'farcaster.scan': 'สแกนคิวอาร์โค้ดนี้ด้วยกล้องโทรศัพท์หรือแอป Farcaster',
  'farcaster.waiting': 'กำลังรอให้คุณอนุมัติการเข้าสู่ระบบใน Farcaster',
  'farcaster.open': 'เปิดใน Farcaster',
  'farcaster.qrLabel': 'คิวอาร์โค้ดสำหรับเข้าสู่ระบบด้วย Farcaster',
  'email.codeSentTo': 'ป้อนรหัส 6 หลักที่เราส่งไปที่ {email}',
  'email.codeSentCurrent': 'ป้อนรหัส 6 หลักที่เราส่งไปยังอีเมลปัจจุบันของคุณ',
  'email.code': 'รหัส',
  'email.resend': 'ส่งรหัสอีกครั้ง',
  'email.connectedAs': 'เชื่อมต่อในชื่อ {email}',
  'email.newEmail': 'อีเมลใหม่',
  'email.enterNew': 'ป้อนอีเมลใหม่ของคุณ',
  'email.recoveryUnlock': 'ป้อนรหัสผ่านกู้คืนในวอลเล็ต Portico ของคุณ',
  'email.recoveryChoose': 'ตั้งรหัสผ่านกู้คืนในวอลเล็ต Portico ของคุณ',
  'social.linkDescription': 'อีเมลนี้มีวอลเล็ต Portico อยู่แล้ว: รหัสนี้จะให้การเข้าสู่ระบบด้วย {name} ของคุณเปิดวอลเล็ตนั้นได้',
  'social.continueIn': 'ดำเนินการต่อในหน้าต่าง {name}',
  'social.allowAccess': 'เข้าสู่ระบบและอนุญาตให้ Portico เข้าถึงในหน้าต่างที่เปิดขึ้น',
  'common.copyLink': 'คัดลอกลิงก์',
  'common.preparingQr': 'กำลังเตรียมคิวอาร์โค้ด…',
  'toast.linkCopied': 'คัดลอกลิงก์แล้ว',
  'toast.linkCopyFailed': 'คัดลอกลิงก์ไม่สำเร็จ',
  'connect.searchWallet': 'ค้นหาวอลเล็ต',
  'connect.searchWallets': 'ค้นหาวอลเล็ต',
  'connect.wallets': 'วอลเล็ต',
  'connect.loadingWallets': 'กำลังโหลดวอลเล็ต…',
  'connect.noWallet': 'ไม่พบวอลเล็ต',
  'connect.yourWallet': 'วอลเล็ตของคุณ',
  'connect.continueIn': 'ดำเนินการต่อใน {name}',
  'connect.acceptRequest': 'ยอมรับคำขอเชื่อมต่อในวอลเล็ต',
};
