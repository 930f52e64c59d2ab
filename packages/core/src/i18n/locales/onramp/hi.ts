import type { OnrampMessages } from './en.js';

/**
 * Hindi (hi): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels), the
 * part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'प्रदाता लोड हो रहे हैं…',
  'onramp.noProviders': 'कोई प्रदाता उपलब्ध नहीं है।',
  'onramp.providers': 'प्रदाता',
  'onramp.recentPurchases': 'हाल की खरीदारी',
  'onramp.chooseFirst': 'पहले कोई प्रदाता चुनें।',
  'onramp.choose': 'प्रदाता चुनें',
  'onramp.payWith': 'इससे भुगतान करें',
  'onramp.currencyToBuy': 'खरीदने के लिए मुद्रा',
  'onramp.amountIn': 'राशि ({currency})',
  'onramp.gettingQuote': 'कोट मिल रहा है…',
  'onramp.youReceive': 'आप पाते हैं',
  'onramp.providerFee': 'प्रदाता शुल्क',
  'onramp.total': 'कुल',
  'onramp.opening': 'चेकआउट खुल रहा है…',
  'onramp.waiting': 'चेकआउट विंडो में भुगतान पूरा करें। आपके ऑर्डर की प्रतीक्षा है…',
  'onramp.stopWaiting': 'प्रतीक्षा बंद करें',
  'core.buy': 'खरीदें',
  'core.enterValidAmount': 'मान्य राशि दर्ज करें',
  'core.noCurrency': 'इस नेटवर्क पर कोई मुद्रा नहीं खरीदी जा सकती',
  'core.popupBlocked': 'चेकआउट विंडो ब्लॉक हो गई: इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें',
  'core.purchaseFailed': 'खरीदारी विफल रही',
  'core.connectToBuy': 'क्रिप्टो खरीदने के लिए वॉलेट कनेक्ट करें',
  'core.arrived': '{amount} पहुँच गए',
  'core.purchaseArrived': 'आपकी खरीदारी पहुँच गई',
  'core.providerHint': 'कार्ड {min}–{max} {currency} · शुल्क {low}–{high} %',
  'core.feesHint': 'शुल्क {low}–{high} %',
  'core.minimumAmount': 'न्यूनतम राशि {amount} {currency} है',
  'core.maximumAmount': 'अधिकतम राशि {amount} {currency} है',
};
