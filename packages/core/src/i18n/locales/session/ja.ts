import type { SessionMessages } from './en.js';

/**
 * Japanese (ja): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': '{name}に切り替え',
  'network.approveSwitch': 'ウォレットでネットワークの切り替えを承認してください',
  'network.familyUnsupported':
    '接続中のウォレットは{family}のネットワークに対応していません。続行して、対応しているウォレットを接続してください。',
  'network.switch': '切り替え',
  'network.unsupported':
    'このアプリは現在のネットワークに対応していません。続行するには、利用可能なネットワークに切り替えてください。',
  'wallets.none': '接続中のウォレットはありません。',
  'wallets.list': '接続中のウォレット',
  'wallets.add': 'ウォレットを追加',
  'wallets.active': '使用中',
  'wallets.switchTo': '{name}に切り替え',
  'wallets.disconnect': '{name}の接続を解除',
  'calls.checking': 'バッチを確認中…',
  'calls.pending': '保留中',
  'calls.confirmed': '承認済み',
  'calls.failed': '失敗',
  'calls.unavailable': '状況を取得できません',
  'calls.viewTransaction': 'トランザクション {hash} を表示',
  'calls.transaction': 'トランザクション {hash}',
  'approve.none': '待機中のリクエストはありません。',
  'approve.review': 'Porticoウォレットでリクエストを確認してください',
  'siwx.asks': '{app}がウォレットでのサインインを求めています。',
  'siwx.thisApp': 'このアプリ',
  'siwx.message': '署名するメッセージ',
  'siwx.preparing': 'メッセージを準備中…',
  'siwx.authenticating': '認証中...',
  'siwx.sign': '署名',
};
