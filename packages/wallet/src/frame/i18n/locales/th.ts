import type { FrameMessages } from './en.js';

/** The secure frame's words in th. */
export const messages: FrameMessages = {
  continue: 'ดำเนินการต่อ',
  recoveryPassword: 'รหัสผ่านกู้คืน',
  confirmRecoveryPassword: 'ยืนยันรหัสผ่านกู้คืน',
  chooseTitle: 'ตั้งรหัสผ่านกู้คืน',
  chooseDescription: 'อย่างน้อย {min} ตัวอักษรและเดายาก คุณต้องใช้รหัสนี้เพื่อใช้วอลเล็ตบนอุปกรณ์ใหม่ และไม่มีใครรีเซ็ตได้',
  strength: 'ความแข็งแรง: {word}',
  veryWeak: 'อ่อนมาก',
  weak: 'อ่อน',
  fair: 'พอใช้',
  strong: 'แข็งแรง',
  veryStrong: 'แข็งแรงมาก',
  enterTitle: 'ป้อนรหัสผ่านกู้คืนของคุณ',
  enterDescription: 'อุปกรณ์นี้เป็นอุปกรณ์ใหม่: รหัสผ่านกู้คืนจะปลดล็อกวอลเล็ตของคุณที่นี่',
  tooShort: 'ใช้อย่างน้อย {min} ตัวอักษร',
  tooWeak: 'รหัสผ่านนี้เดาง่ายเกินไป: เพิ่มคำหรือตัวอักษร',
  passwordsDiffer: 'รหัสผ่านไม่ตรงกัน',
  approveHint: 'ปุ่มอนุมัติจะใช้ได้เมื่อเห็นคำขอนี้ครบถ้วน',
  reject: 'ปฏิเสธ',
  approve: 'อนุมัติ',
  requestFrom: 'คำขอจาก {origin}',
  network: 'เครือข่าย {network}',
  storage: 'พื้นที่จัดเก็บ',
  storageMemory:
    'เบราว์เซอร์นี้ไม่อนุญาตให้วอลเล็ตที่ปลอดภัยเก็บข้อมูลบนเว็บไซต์นี้ คุณใช้วอลเล็ตได้จนกว่าจะปิดหน้านี้ และครั้งหน้าจะต้องใช้รหัสผ่านกู้คืน',
  storageRequest: 'ให้วอลเล็ตจดจำอุปกรณ์นี้',
  storageRefused: 'เบราว์เซอร์ไม่อนุญาต วอลเล็ตของคุณยังใช้งานได้จนกว่าจะปิดหน้านี้',
};
