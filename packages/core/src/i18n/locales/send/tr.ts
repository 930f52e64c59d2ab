import type { SendMessages } from './en.js';

/**
 * Turkish (tr): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'Adresinizin QR kodu',
  'receive.networks': 'Yalnızca şu ağlarda gönderin:',
  'send.token': 'Token',
  'send.available': '{symbol} — {amount} kullanılabilir',
  'send.amount': 'Tutar',
  'send.max': 'Maks.',
  'send.receiverOrName': 'Alıcı adresi veya adı',
  'send.receiver': 'Alıcı adresi',
  'send.receiverProfile': 'Alıcı',
  'send.checking': 'Kontrol ediliyor…',
  'send.preview': 'Gönderimi önizle',
  'send.sent': 'İşlem gönderildi',
  'send.viewOn': '{explorer} üzerinde görüntüle',
  'send.theExplorer': 'gezgin',
  'send.summary': 'Gönderim özeti',
  'send.to': 'Alıcı',
  'send.upTo': 'en fazla {amount} {symbol}',
  'send.accountCreation': ' (bunun {amount} {symbol} tutarı alıcının token hesabını açar)',
  'send.confirmInWallet': 'Cüzdanınızda onaylayın…',
  'send.send': 'Gönder',
  'send.edit': 'Düzenle',
  'core.sendAmountAndReceiver': 'Tutar ve alıcı adresi gereklidir',
  'core.sendTokenRequired': 'Bir token gereklidir',
  'core.sendTooManyDecimals': '{symbol} {decimals} ondalık basamaklıdır: tutarda daha fazlası var',
  'core.sendInvalidReceiver': 'Geçerli bir {network} adresi girin',
  'core.sendBadChecksum': 'Geçersiz adres sağlama toplamı',
  'core.sendNameNotFound': '{name} için adres bulunamadı',
  'core.sendInsufficientBalance': 'Yetersiz {symbol} bakiyesi',
  'core.sendInsufficientFee': 'Ağ ücreti için yeterli {symbol} yok',
};
