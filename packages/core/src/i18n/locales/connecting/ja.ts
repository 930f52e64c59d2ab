import type { ConnectingMessages } from './en.js';

/**
 * Japanese (ja): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'このサイトではWalletConnectが設定されていません。',
  'wc.qrLabel': '{name}に接続するためのQRコード',
  'wc.scan': 'このQRコードを{name}でスキャンしてください',
  'wc.openMobile': 'アプリを開く',
  'wc.openDesktop': 'デスクトップアプリを開く',
  'wc.openWeb': 'ウェブアプリを開く',
  'farcaster.scan': 'このQRコードをスマートフォンのカメラまたはFarcasterアプリでスキャンしてください',
  'farcaster.waiting': 'Farcasterでサインインが承認されるのを待っています',
  'farcaster.open': 'Farcasterで開く',
  'farcaster.qrLabel': 'FarcasterでサインインするためのQRコード',
  'email.codeSentTo': '{email}に送信した6桁のコードを入力してください',
  'email.codeSentCurrent': '現在のメールアドレスに送信した6桁のコードを入力してください',
  'email.code': 'コード',
  'email.resend': 'コードを再送信',
  'email.connectedAs': '{email}として接続済み',
  'email.newEmail': '新しいメールアドレス',
  'email.enterNew': '新しいメールアドレスを入力してください',
  'email.recoveryUnlock': 'Porticoウォレットでリカバリーパスワードを入力してください',
  'email.recoveryChoose': 'Porticoウォレットでリカバリーパスワードを設定してください',
  'social.linkDescription':
    'このメールアドレスにはすでにPorticoウォレットがあります。コードを入力すると、{name}のログインでそのウォレットを開けるようになります。',
  'social.continueIn': '{name}のウィンドウで続行してください',
  'social.allowAccess': '開いたウィンドウでログインし、Porticoへのアクセスを許可してください',
  'common.copyLink': 'リンクをコピー',
  'common.preparingQr': 'QRコードを準備中…',
  'toast.linkCopied': 'リンクをコピーしました',
  'toast.linkCopyFailed': 'リンクをコピーできませんでした',
  'connect.searchWallet': 'ウォレットを検索',
  'connect.searchWallets': 'ウォレットを検索',
  'connect.wallets': 'ウォレット',
  'connect.loadingWallets': 'ウォレットを読み込み中…',
  'connect.noWallet': 'ウォレットが見つかりません',
  'connect.yourWallet': 'お使いのウォレット',
  'connect.continueIn': '{name}で続行してください',
  'connect.acceptRequest': 'ウォレットで接続リクエストを承認してください',
};
