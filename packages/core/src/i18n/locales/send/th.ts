import type { SendMessages } from './en.js';

/**
 * Thai (th): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'คิวอาร์โค้ดของที่อยู่ของคุณ',
  'receive.networks': 'ส่งบนเครือข่ายเหล่านี้เท่านั้น:',
  'send.token': 'โทเค็น',
  'send.available': '{symbol} — มี {amount}',
  'send.amount': 'จำนวน',
  'send.max': 'สูงสุด',
  'send.receiverOrName': 'ที่อยู่หรือชื่อผู้รับ',
  'send.receiver': 'ที่อยู่ผู้รับ',
  'send.receiverProfile': 'ผู้รับ',
  'send.checking': 'กำลังตรวจสอบ…',
  'send.preview': 'ดูตัวอย่างการส่ง',
  'send.sent': 'ส่งธุรกรรมแล้ว',
  'send.viewOn': 'ดูบน {explorer}',
  'send.theExplorer': 'เอกซ์พลอเรอร์',
  'send.summary': 'สรุปการส่ง',
  'send.to': 'ถึง',
  'send.upTo': 'สูงสุด {amount} {symbol}',
  'send.accountCreation': ' (ในจำนวนนี้ {amount} {symbol} ใช้เปิดบัญชีโทเค็นของผู้รับ)',
  'send.confirmInWallet': 'ยืนยันในวอลเล็ตของคุณ…',
  'send.send': 'ส่ง',
  'send.edit': 'แก้ไข',
  'core.sendAmountAndReceiver': 'ต้องระบุจำนวนและที่อยู่ผู้รับ',
  'core.sendTokenRequired': 'ต้องเลือกโทเค็น',
  'core.sendTooManyDecimals': '{symbol} มีทศนิยม {decimals} ตำแหน่ง: จำนวนมีทศนิยมมากกว่านั้น',
  'core.sendInvalidReceiver': 'ป้อนที่อยู่ {network} ที่ถูกต้อง',
  'core.sendBadChecksum': 'เช็กซัมของที่อยู่ไม่ถูกต้อง',
  'core.sendNameNotFound': 'ไม่พบที่อยู่สำหรับ {name}',
  'core.sendInsufficientBalance': 'ยอด {symbol} ไม่พอ',
  'core.sendInsufficientFee': '{symbol} ไม่พอสำหรับค่าธรรมเนียมเครือข่าย',
};
