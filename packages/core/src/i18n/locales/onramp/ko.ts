import type { OnrampMessages } from './en.js';

/**
 * Korean (ko): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': '제공업체를 불러오는 중…',
  'onramp.noProviders': '제공되는 업체가 없습니다.',
  'onramp.providers': '제공업체',
  'onramp.recentPurchases': '최근 구매',
  'onramp.chooseFirst': '먼저 제공업체를 선택하세요.',
  'onramp.choose': '제공업체 선택',
  'onramp.payWith': '결제 통화',
  'onramp.currencyToBuy': '구매할 통화',
  'onramp.amountIn': '금액 ({currency})',
  'onramp.gettingQuote': '견적을 받는 중…',
  'onramp.youReceive': '수령액',
  'onramp.providerFee': '제공업체 수수료',
  'onramp.total': '합계',
  'onramp.opening': '결제 창을 여는 중…',
  'onramp.waiting': '결제 창에서 결제를 완료하세요. 주문을 기다리는 중…',
  'onramp.stopWaiting': '기다리지 않기',
  'core.buy': '구매',
  'core.enterValidAmount': '올바른 금액을 입력하세요',
  'core.noCurrency': '이 네트워크에서 구매할 수 있는 통화가 없습니다',
  'core.popupBlocked': '결제 창이 차단되었습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요',
  'core.purchaseFailed': '구매에 실패했습니다',
  'core.connectToBuy': '암호화폐를 구매하려면 지갑을 연결하세요',
  'core.arrived': '{amount} 도착',
  'core.purchaseArrived': '구매한 자산이 도착했습니다',
  'core.providerHint': '카드 {min}–{max} {currency} · 수수료 {low}–{high} %',
  'core.feesHint': '수수료 {low}–{high} %',
  'core.minimumAmount': '최소 금액은 {amount} {currency}입니다',
  'core.maximumAmount': '최대 금액은 {amount} {currency}입니다',
};
