import type { ConnectingMessages } from './en.js';

/**
 * Hindi (hi): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'इस साइट के लिए WalletConnect सेट नहीं है।',
  'wc.qrLabel': '{name} कनेक्ट करने के लिए QR कोड',
  'wc.scan': 'इस QR कोड को {name} से स्कैन करें',
  'wc.openMobile': 'ऐप खोलें',
  'wc.openDesktop': 'डेस्कटॉप ऐप खोलें',
  'wc.openWeb': 'वेब ऐप खोलें',
  'farcaster.scan': 'इस QR कोड को अपने फ़ोन के कैमरे या Farcaster ऐप से स्कैन करें',
  'farcaster.waiting': 'Farcaster में आपके साइन-इन स्वीकृत करने की प्रतीक्षा है',
  'farcaster.open': 'Farcaster में खोलें',
  'farcaster.qrLabel': 'Farcaster से साइन इन करने के लिए QR कोड',
  'email.codeSentTo': 'हमने {email} पर जो 6 अंकों का कोड भेजा है, उसे दर्ज करें',
  'email.codeSentCurrent': 'हमने आपके मौजूदा ईमेल पर जो 6 अंकों का कोड भेजा है, उसे दर्ज करें',
  'email.code': 'कोड',
  'email.resend': 'कोड फिर से भेजें',
  'email.connectedAs': '{email} के रूप में कनेक्टेड',
  'email.newEmail': 'नया ईमेल',
  'email.enterNew': 'अपना नया ईमेल दर्ज करें',
  'email.recoveryUnlock': 'अपने Portico वॉलेट में रिकवरी पासवर्ड दर्ज करें',
  'email.recoveryChoose': 'अपने Portico वॉलेट में रिकवरी पासवर्ड चुनें',
  'social.linkDescription': 'इस ईमेल का पहले से एक Portico वॉलेट है: यह कोड आपके {name} लॉग इन को उसे खोलने देता है।',
  'social.continueIn': '{name} विंडो में जारी रखें',
  'social.allowAccess': 'खुली हुई विंडो में लॉग इन करें और Portico को ऐक्सेस की अनुमति दें',
  'common.copyLink': 'लिंक कॉपी करें',
  'common.preparingQr': 'QR कोड तैयार हो रहा है…',
  'toast.linkCopied': 'लिंक कॉपी हो गया',
  'toast.linkCopyFailed': 'लिंक कॉपी नहीं हो सका',
  'connect.searchWallet': 'वॉलेट खोजें',
  'connect.searchWallets': 'वॉलेट में खोजें',
  'connect.wallets': 'वॉलेट',
  'connect.loadingWallets': 'वॉलेट लोड हो रहे हैं…',
  'connect.noWallet': 'कोई वॉलेट नहीं मिला',
  'connect.yourWallet': 'अपने वॉलेट',
  'connect.continueIn': '{name} में जारी रखें',
  'connect.acceptRequest': 'वॉलेट में कनेक्शन अनुरोध स्वीकार करें',
};
