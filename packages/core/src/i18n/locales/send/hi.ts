import type { SendMessages } from './en.js';

/**
 * Hindi (hi): the send's and receive's messages (the WalletSend, WalletSendPreview and WalletReceive views,
 * core's send checks), the part of `send/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SendMessages = {
  'receive.qrLabel': 'आपके पते का QR कोड',
  'receive.networks': 'केवल इन नेटवर्क पर भेजें:',
  'send.token': 'टोकन',
  'send.available': '{symbol} — {amount} उपलब्ध',
  'send.amount': 'राशि',
  'send.max': 'अधिकतम',
  'send.receiverOrName': 'प्राप्तकर्ता का पता या नाम',
  'send.receiver': 'प्राप्तकर्ता का पता',
  'send.receiverProfile': 'प्राप्तकर्ता',
  'send.checking': 'जाँच हो रही है…',
  'send.preview': 'भेजने का पूर्वावलोकन',
  'send.sent': 'लेन-देन भेजा गया',
  'send.viewOn': '{explorer} पर देखें',
  'send.theExplorer': 'एक्सप्लोरर',
  'send.summary': 'भेजने का सारांश',
  'send.to': 'को',
  'send.upTo': 'अधिकतम {amount} {symbol}',
  'send.accountCreation': ' (जिसमें से {amount} {symbol} प्राप्तकर्ता का टोकन खाता खोलता है)',
  'send.confirmInWallet': 'अपने वॉलेट में पुष्टि करें…',
  'send.send': 'भेजें',
  'send.edit': 'बदलें',
  'core.sendAmountAndReceiver': 'राशि और प्राप्तकर्ता का पता ज़रूरी है',
  'core.sendTokenRequired': 'टोकन ज़रूरी है',
  'core.sendTooManyDecimals': '{symbol} में {decimals} दशमलव हैं: राशि में इससे ज़्यादा हैं',
  'core.sendInvalidReceiver': 'मान्य {network} पता दर्ज करें',
  'core.sendBadChecksum': 'पते का चेकसम अमान्य है',
  'core.sendNameNotFound': '{name} के लिए कोई पता नहीं मिला',
  'core.sendInsufficientBalance': '{symbol} बैलेंस अपर्याप्त है',
  'core.sendInsufficientFee': 'नेटवर्क शुल्क के लिए पर्याप्त {symbol} नहीं है',
};
