import type { SendMessages } from './en.js';

/**
 * Japanese (ja): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive
 * views, core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders
 * kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'あなたのアドレスのQRコード',
  'receive.networks': '次のネットワークでのみ送金してください:',
  'send.token': 'トークン',
  'send.available': '{symbol} — {amount} 利用可能',
  'send.amount': '金額',
  'send.max': '最大',
  'send.receiverOrName': '受取人のアドレスまたは名前',
  'send.receiver': '受取人のアドレス',
  'send.receiverProfile': '受取人',
  'send.checking': '確認中…',
  'send.preview': '送金内容を確認',
  'send.sent': 'トランザクションを送信しました',
  'send.viewOn': '{explorer}で表示',
  'send.theExplorer': 'エクスプローラー',
  'send.summary': '送金の概要',
  'send.to': '宛先',
  'send.upTo': '最大 {amount} {symbol}',
  'send.accountCreation': '(うち {amount} {symbol} は受取人のトークンアカウントの開設に使われます)',
  'send.confirmInWallet': 'ウォレットで確認してください…',
  'send.send': '送金',
  'send.edit': '編集',
  'core.sendAmountAndReceiver': '金額と受取人のアドレスが必要です',
  'core.sendTokenRequired': 'トークンが必要です',
  'core.sendTooManyDecimals': '{symbol}の小数点以下は{decimals}桁です。金額の桁数が多すぎます',
  'core.sendInvalidReceiver': '有効な{network}アドレスを入力してください',
  'core.sendBadChecksum': 'アドレスのチェックサムが無効です',
  'core.sendNameNotFound': '{name}のアドレスが見つかりません',
  'core.sendInsufficientBalance': '{symbol}の残高が不足しています',
  'core.sendInsufficientFee': 'ネットワーク手数料に必要な{symbol}が足りません',
};
