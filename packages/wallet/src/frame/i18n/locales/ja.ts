import type { FrameMessages } from './en.js';

/** The secure frame's words in ja. */
export const messages: FrameMessages = {
  continue: '続ける',
  recoveryPassword: 'リカバリーパスワード',
  confirmRecoveryPassword: 'リカバリーパスワードの確認',
  chooseTitle: 'リカバリーパスワードを設定',
  chooseDescription:
    '{min}文字以上で推測されにくいものにしてください。新しいデバイスでウォレットを使うときに必要です。誰もリセットできません。',
  strength: '強度: {word}',
  veryWeak: '非常に弱い',
  weak: '弱い',
  fair: '普通',
  strong: '強い',
  veryStrong: '非常に強い',
  enterTitle: 'リカバリーパスワードを入力',
  enterDescription:
    'このデバイスは新しいデバイスです。リカバリーパスワードでこのデバイスのウォレットのロックを解除します。',
  tooShort: '{min}文字以上にしてください',
  tooWeak: 'このパスワードは推測されやすいです。単語や文字を追加してください',
  passwordsDiffer: 'パスワードが一致しません',
  approveHint: 'このリクエストが完全に表示されると「承認」を押せるようになります。',
  reject: '拒否',
  approve: '承認',
  requestFrom: '{origin} からのリクエスト',
  network: 'ネットワーク {network}',
  storage: 'ストレージ',
  storageMemory:
    'このブラウザでは、セキュアウォレットがこのサイトにデータを保存できません。このページを閉じるまではウォレットを使えますが、次回はリカバリーパスワードが必要です。',
  storageRequest: 'このデバイスをウォレットに記憶させる',
  storageRefused: 'ブラウザに許可されませんでした。このページを閉じるまではウォレットを使えます。',
};
