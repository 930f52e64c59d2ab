import type { FrameMessages } from './en.js';

/** The secure frame's words in hi. */
export const messages: FrameMessages = {
  continue: 'जारी रखें',
  recoveryPassword: 'रिकवरी पासवर्ड',
  confirmRecoveryPassword: 'रिकवरी पासवर्ड की पुष्टि करें',
  chooseTitle: 'रिकवरी पासवर्ड चुनें',
  chooseDescription:
    'कम से कम {min} वर्ण और अनुमान लगाने में कठिन। नए डिवाइस पर वॉलेट इस्तेमाल करने के लिए इसकी ज़रूरत होगी; इसे कोई रीसेट नहीं कर सकता।',
  strength: 'मज़बूती: {word}',
  veryWeak: 'बहुत कमज़ोर',
  weak: 'कमज़ोर',
  fair: 'ठीक-ठाक',
  strong: 'मज़बूत',
  veryStrong: 'बहुत मज़बूत',
  enterTitle: 'अपना रिकवरी पासवर्ड दर्ज करें',
  enterDescription: 'यह डिवाइस नया है: आपका रिकवरी पासवर्ड यहाँ आपका वॉलेट खोलता है।',
  tooShort: 'कम से कम {min} वर्णों का उपयोग करें',
  tooWeak: 'इस पासवर्ड का अनुमान लगाना बहुत आसान है: और शब्द या वर्ण जोड़ें',
  passwordsDiffer: 'पासवर्ड मेल नहीं खाते',
  approveHint: 'यह अनुरोध पूरा दिखाई देने पर स्वीकृत करें बटन उपलब्ध होगा।',
  reject: 'अस्वीकार करें',
  approve: 'स्वीकृत करें',
  requestFrom: '{origin} से अनुरोध',
  network: 'नेटवर्क {network}',
  storage: 'स्टोरेज',
  storageMemory:
    'यह ब्राउज़र सुरक्षित वॉलेट को इस साइट पर डेटा रखने नहीं देता। यह पेज बंद करने तक आप वॉलेट इस्तेमाल कर सकते हैं; अगली बार आपको रिकवरी पासवर्ड चाहिए होगा।',
  storageRequest: 'वॉलेट को यह डिवाइस याद रखने दें',
  storageRefused: 'ब्राउज़र ने इसकी अनुमति नहीं दी। यह पेज बंद करने तक आपका वॉलेट काम करता रहेगा।',
};
