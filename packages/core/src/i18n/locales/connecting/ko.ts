import type { ConnectingMessages } from './en.js';

/**
 * Korean (ko): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': '이 사이트에는 WalletConnect가 설정되어 있지 않습니다.',
  'wc.qrLabel': '{name} 연결용 QR 코드',
  'wc.scan': '{name}(으)로 이 QR 코드를 스캔하세요',
  'wc.openMobile': '앱 열기',
  'wc.openDesktop': '데스크톱 앱 열기',
  'wc.openWeb': '웹 앱 열기',
  'farcaster.scan': '휴대폰 카메라나 Farcaster 앱으로 이 QR 코드를 스캔하세요',
  'farcaster.waiting': 'Farcaster에서 로그인을 승인하기를 기다리는 중',
  'farcaster.open': 'Farcaster에서 열기',
  'farcaster.qrLabel': 'Farcaster 로그인용 QR 코드',
  'email.codeSentTo': '{email}(으)로 보낸 6자리 코드를 입력하세요',
  'email.codeSentCurrent': '현재 이메일로 보낸 6자리 코드를 입력하세요',
  'email.code': '코드',
  'email.resend': '코드 다시 보내기',
  'email.connectedAs': '{email}(으)로 연결됨',
  'email.newEmail': '새 이메일',
  'email.enterNew': '새 이메일을 입력하세요',
  'email.recoveryUnlock': 'Portico 지갑에서 복구 비밀번호를 입력하세요',
  'email.recoveryChoose': 'Portico 지갑에서 복구 비밀번호를 설정하세요',
  'social.linkDescription':
    '이 이메일에는 이미 Portico 지갑이 있습니다. 코드를 입력하면 {name} 로그인으로 그 지갑을 열 수 있습니다.',
  'social.continueIn': '{name} 창에서 계속하세요',
  'social.allowAccess': '열린 창에서 로그인하고 Portico의 접근을 허용하세요',
  'common.copyLink': '링크 복사',
  'common.preparingQr': 'QR 코드를 준비하는 중…',
  'toast.linkCopied': '링크를 복사했습니다',
  'toast.linkCopyFailed': '링크를 복사하지 못했습니다',
  'connect.searchWallet': '지갑 검색',
  'connect.searchWallets': '지갑 검색',
  'connect.wallets': '지갑',
  'connect.loadingWallets': '지갑을 불러오는 중…',
  'connect.noWallet': '지갑을 찾을 수 없습니다',
  'connect.yourWallet': '지갑',
  'connect.continueIn': '{name}에서 계속하세요',
  'connect.acceptRequest': '지갑에서 연결 요청을 수락하세요',
};
