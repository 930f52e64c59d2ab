import type { FrameMessages } from './en.js';

/** The secure frame's words in ko. */
export const messages: FrameMessages = {
  continue: '계속',
  recoveryPassword: '복구 비밀번호',
  confirmRecoveryPassword: '복구 비밀번호 확인',
  chooseTitle: '복구 비밀번호 설정',
  chooseDescription:
    '{min}자 이상이며 추측하기 어려워야 합니다. 새 기기에서 지갑을 사용할 때 필요하며, 누구도 재설정할 수 없습니다.',
  strength: '강도: {word}',
  veryWeak: '매우 약함',
  weak: '약함',
  fair: '보통',
  strong: '강함',
  veryStrong: '매우 강함',
  enterTitle: '복구 비밀번호를 입력하세요',
  enterDescription: '새 기기입니다. 복구 비밀번호로 이 기기에서 지갑을 엽니다.',
  tooShort: '{min}자 이상 입력하세요',
  tooWeak: '이 비밀번호는 너무 쉽게 추측됩니다. 단어나 문자를 더 추가하세요',
  passwordsDiffer: '비밀번호가 일치하지 않습니다',
  approveHint: '이 요청이 모두 보이면 승인할 수 있습니다.',
  reject: '거부',
  approve: '승인',
  requestFrom: '{origin}의 요청',
  network: '네트워크 {network}',
  storage: '저장소',
  storageMemory:
    '이 브라우저는 보안 지갑이 이 사이트에 데이터를 저장하도록 허용하지 않습니다. 이 페이지를 닫을 때까지 지갑을 사용할 수 있으며, 다음에는 복구 비밀번호가 필요합니다.',
  storageRequest: '지갑이 이 기기를 기억하도록 허용',
  storageRefused: '브라우저가 허용하지 않았습니다. 이 페이지를 닫을 때까지 지갑은 계속 작동합니다.',
};
