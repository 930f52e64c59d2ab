import type { SessionMessages } from './en.js';

/**
 * Thai (th): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'สลับไปที่ {name}',
  'network.approveSwitch': 'อนุมัติการสลับเครือข่ายในวอลเล็ตของคุณ',
  'network.familyUnsupported': 'วอลเล็ตที่เชื่อมต่อไม่รองรับเครือข่าย {family} ดำเนินการต่อเพื่อเชื่อมต่อวอลเล็ตที่รองรับ',
  'network.switch': 'สลับ',
  'network.unsupported': 'แอปนี้ไม่รองรับเครือข่ายปัจจุบันของคุณ สลับไปใช้ตัวเลือกที่มีเพื่อดำเนินการต่อ',
  'wallets.none': 'ไม่มีวอลเล็ตที่เชื่อมต่อ',
  'wallets.list': 'วอลเล็ตที่เชื่อมต่อ',
  'wallets.add': 'เพิ่มวอลเล็ต',
  'wallets.active': 'ใช้งานอยู่',
  'wallets.switchTo': 'สลับไปที่ {name}',
  'wallets.disconnect': 'ยกเลิกการเชื่อมต่อ {name}',
  'calls.checking': 'กำลังตรวจสอบชุดธุรกรรม…',
  'calls.pending': 'รอดำเนินการ',
  'calls.confirmed': 'ยืนยันแล้ว',
  'calls.failed': 'ล้มเหลว',
  'calls.unavailable': 'ไม่สามารถดูสถานะได้',
  'calls.viewTransaction': 'ดูธุรกรรม {hash}',
  'calls.transaction': 'ธุรกรรม {hash}',
  'approve.none': 'ไม่มีคำขอที่รออยู่',
  'approve.review': 'ตรวจสอบคำขอในวอลเล็ต Portico ของคุณ',
  'siwx.asks': '{app} ขอให้คุณเข้าสู่ระบบด้วยวอลเล็ตของคุณ',
  'siwx.thisApp': 'แอปนี้',
  'siwx.message': 'ข้อความที่จะลงนาม',
  'siwx.preparing': 'กำลังเตรียมข้อความ…',
  'siwx.authenticating': 'กำลังยืนยันตัวตน...',
  'siwx.sign': 'ลงนาม',
};
