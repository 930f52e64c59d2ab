import type { ConnectingMessages } from './en.js';

/**
 * Turkish (tr): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'Bu site için WalletConnect ayarlanmamış.',
  'wc.qrLabel': '{name} bağlamak için QR kodu',
  'wc.scan': 'Bu QR kodunu {name} ile tarayın',
  'wc.openMobile': 'Uygulamayı aç',
  'wc.openDesktop': 'Masaüstü uygulamasını aç',
  'wc.openWeb': 'Web uygulamasını aç',
  'farcaster.scan': 'Bu QR kodunu telefonunuzun kamerasıyla veya Farcaster uygulamasıyla tarayın',
  'farcaster.waiting': "Farcaster'da girişi onaylamanız bekleniyor",
  'farcaster.open': "Farcaster'da aç",
  'farcaster.qrLabel': 'Farcaster ile giriş için QR kodu',
  'email.codeSentTo': '{email} adresine gönderdiğimiz 6 haneli kodu girin',
  'email.codeSentCurrent': 'Mevcut e-posta adresinize gönderdiğimiz 6 haneli kodu girin',
  'email.code': 'Kod',
  'email.resend': 'Kodu yeniden gönder',
  'email.connectedAs': '{email} olarak bağlı',
  'email.newEmail': 'Yeni e-posta',
  'email.enterNew': 'Yeni e-posta adresinizi girin',
  'email.recoveryUnlock': 'Portico cüzdanınızda kurtarma şifrenizi girin',
  'email.recoveryChoose': 'Portico cüzdanınızda bir kurtarma şifresi belirleyin',
  'social.linkDescription':
    'Bu e-postanın zaten bir Portico cüzdanı var: kod, {name} girişinizin onu açmasını sağlar.',
  'social.continueIn': '{name} penceresinde devam edin',
  'social.allowAccess': "Açılan pencerede giriş yapın ve Portico'ya erişim izni verin",
  'common.copyLink': 'Bağlantıyı kopyala',
  'common.preparingQr': 'QR kodu hazırlanıyor…',
  'toast.linkCopied': 'Bağlantı kopyalandı',
  'toast.linkCopyFailed': 'Bağlantı kopyalanamadı',
  'connect.searchWallet': 'Cüzdan ara',
  'connect.searchWallets': 'Cüzdanlarda ara',
  'connect.wallets': 'Cüzdanlar',
  'connect.loadingWallets': 'Cüzdanlar yükleniyor…',
  'connect.noWallet': 'Cüzdan bulunamadı',
  'connect.yourWallet': 'cüzdanınız',
  'connect.continueIn': '{name} üzerinden devam edin',
  'connect.acceptRequest': 'Cüzdanda bağlantı isteğini kabul edin',
};
