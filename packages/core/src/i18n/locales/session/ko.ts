import type { SessionMessages } from './en.js';

/**
 * Korean (ko): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': '{name}(으)로 전환',
  'network.approveSwitch': '지갑에서 네트워크 전환을 승인하세요',
  'network.familyUnsupported':
    '연결된 지갑은 {family} 네트워크를 지원하지 않습니다. 계속하여 지원하는 지갑을 연결하세요.',
  'network.switch': '전환',
  'network.unsupported':
    '이 앱은 현재 네트워크를 지원하지 않습니다. 계속하려면 사용 가능한 옵션으로 전환하세요.',
  'wallets.none': '연결된 지갑이 없습니다.',
  'wallets.list': '연결된 지갑',
  'wallets.add': '지갑 추가',
  'wallets.active': '사용 중',
  'wallets.switchTo': '{name}(으)로 전환',
  'wallets.disconnect': '{name} 연결 해제',
  'calls.checking': '배치를 확인하는 중…',
  'calls.pending': '대기 중',
  'calls.confirmed': '확인됨',
  'calls.failed': '실패',
  'calls.unavailable': '상태를 확인할 수 없음',
  'calls.viewTransaction': '트랜잭션 {hash} 보기',
  'calls.transaction': '트랜잭션 {hash}',
  'approve.none': '대기 중인 요청이 없습니다.',
  'approve.review': 'Portico 지갑에서 요청을 검토하세요',
  'siwx.asks': '{app}에서 지갑으로 로그인하도록 요청합니다.',
  'siwx.thisApp': '이 앱',
  'siwx.message': '서명할 메시지',
  'siwx.preparing': '메시지를 준비하는 중…',
  'siwx.authenticating': '인증 중...',
  'siwx.sign': '서명',
};
