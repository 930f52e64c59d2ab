import type { SessionMessages } from './en.js';

/**
 * Hindi (hi): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': '{name} पर जाएँ',
  'network.approveSwitch': 'अपने वॉलेट में नेटवर्क बदलने की स्वीकृति दें',
  'network.familyUnsupported':
    'कनेक्ट किया गया वॉलेट {family} नेटवर्क का समर्थन नहीं करता। ऐसा वॉलेट कनेक्ट करने के लिए जारी रखें जो इनका समर्थन करता हो।',
  'network.switch': 'बदलें',
  'network.unsupported': 'यह ऐप आपके मौजूदा नेटवर्क का समर्थन नहीं करता। जारी रखने के लिए किसी उपलब्ध विकल्प पर जाएँ।',
  'wallets.none': 'कोई वॉलेट कनेक्ट नहीं है।',
  'wallets.list': 'कनेक्ट किए गए वॉलेट',
  'wallets.add': 'वॉलेट जोड़ें',
  'wallets.active': 'सक्रिय',
  'wallets.switchTo': '{name} पर जाएँ',
  'wallets.disconnect': '{name} डिस्कनेक्ट करें',
  'calls.checking': 'बैच की जाँच हो रही है…',
  'calls.pending': 'लंबित',
  'calls.confirmed': 'पुष्ट',
  'calls.failed': 'विफल',
  'calls.unavailable': 'स्थिति उपलब्ध नहीं',
  'calls.viewTransaction': 'लेन-देन {hash} देखें',
  'calls.transaction': 'लेन-देन {hash}',
  'approve.none': 'कोई अनुरोध प्रतीक्षा में नहीं है।',
  'approve.review': 'अपने Portico वॉलेट में अनुरोध की समीक्षा करें',
  'siwx.asks': '{app} आपसे अपने वॉलेट से साइन इन करने के लिए कह रहा है।',
  'siwx.thisApp': 'यह ऐप',
  'siwx.message': 'साइन करने के लिए संदेश',
  'siwx.preparing': 'संदेश तैयार हो रहा है…',
  'siwx.authenticating': 'प्रमाणीकरण हो रहा है...',
  'siwx.sign': 'साइन करें',
};
