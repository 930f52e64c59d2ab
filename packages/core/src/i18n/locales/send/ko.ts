import type { SendMessages } from './en.js';

/**
 * Korean (ko): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': '내 주소의 QR 코드',
  'receive.networks': '다음 네트워크에서만 보내세요:',
  'send.token': '토큰',
  'send.available': '{symbol} — {amount} 사용 가능',
  'send.amount': '금액',
  'send.max': '최대',
  'send.receiverOrName': '받는 사람 주소 또는 이름',
  'send.receiver': '받는 사람 주소',
  'send.receiverProfile': '받는 사람',
  'send.checking': '확인 중…',
  'send.preview': '보내기 미리 보기',
  'send.sent': '트랜잭션을 보냈습니다',
  'send.viewOn': '{explorer}에서 보기',
  'send.theExplorer': '탐색기',
  'send.summary': '보내기 요약',
  'send.to': '받는 사람',
  'send.upTo': '최대 {amount} {symbol}',
  'send.accountCreation': ' (이 중 {amount} {symbol}은(는) 받는 사람의 토큰 계정 개설에 사용됩니다)',
  'send.confirmInWallet': '지갑에서 확인하세요…',
  'send.send': '보내기',
  'send.edit': '수정',
  'core.sendAmountAndReceiver': '금액과 받는 사람 주소가 필요합니다',
  'core.sendTokenRequired': '토큰이 필요합니다',
  'core.sendTooManyDecimals': '{symbol}의 소수 자릿수는 {decimals}자리입니다: 금액의 자릿수가 더 많습니다',
  'core.sendInvalidReceiver': '올바른 {network} 주소를 입력하세요',
  'core.sendBadChecksum': '주소 체크섬이 올바르지 않습니다',
  'core.sendNameNotFound': '{name}에 대한 주소를 찾을 수 없습니다',
  'core.sendInsufficientBalance': '{symbol} 잔액 부족',
  'core.sendInsufficientFee': '네트워크 수수료에 필요한 {symbol}이(가) 부족합니다',
};
