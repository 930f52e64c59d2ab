import type { OnrampMessages } from './en.js';

/**
 * Thai (th): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels), the
 * part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'กำลังโหลดผู้ให้บริการ…',
  'onramp.noProviders': 'ไม่มีผู้ให้บริการ',
  'onramp.providers': 'ผู้ให้บริการ',
  'onramp.recentPurchases': 'การซื้อล่าสุด',
  'onramp.chooseFirst': 'เลือกผู้ให้บริการก่อน',
  'onramp.choose': 'เลือกผู้ให้บริการ',
  'onramp.payWith': 'ชำระด้วย',
  'onramp.currencyToBuy': 'สกุลเงินที่จะซื้อ',
  'onramp.amountIn': 'จำนวน ({currency})',
  'onramp.gettingQuote': 'กำลังขอใบเสนอราคา…',
  'onramp.youReceive': 'คุณได้รับ',
  'onramp.providerFee': 'ค่าธรรมเนียมผู้ให้บริการ',
  'onramp.total': 'รวม',
  'onramp.opening': 'กำลังเปิดหน้าชำระเงิน…',
  'onramp.waiting': 'ชำระเงินให้เสร็จในหน้าต่างชำระเงิน กำลังรอคำสั่งซื้อของคุณ…',
  'onramp.stopWaiting': 'หยุดรอ',
  'core.buy': 'ซื้อ',
  'core.enterValidAmount': 'ป้อนจำนวนที่ถูกต้อง',
  'core.noCurrency': 'ไม่มีสกุลเงินที่ซื้อได้บนเครือข่ายนี้',
  'core.popupBlocked': 'หน้าต่างชำระเงินถูกบล็อก: อนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง',
  'core.purchaseFailed': 'การซื้อล้มเหลว',
  'core.connectToBuy': 'เชื่อมต่อวอลเล็ตเพื่อซื้อคริปโต',
  'core.arrived': 'ได้รับ {amount} แล้ว',
  'core.purchaseArrived': 'ได้รับสินทรัพย์ที่ซื้อแล้ว',
  'core.providerHint': 'บัตร {min}–{max} {currency} · ค่าธรรมเนียม {low}–{high} %',
  'core.feesHint': 'ค่าธรรมเนียม {low}–{high} %',
  'core.minimumAmount': 'จำนวนขั้นต่ำคือ {amount} {currency}',
  'core.maximumAmount': 'จำนวนสูงสุดคือ {amount} {currency}',
};
