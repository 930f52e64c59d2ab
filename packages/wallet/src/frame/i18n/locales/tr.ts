import type { FrameMessages } from './en.js';

/** The secure frame's words in tr. */
export const messages: FrameMessages = {
  continue: 'Devam',
  recoveryPassword: 'Kurtarma şifresi',
  confirmRecoveryPassword: 'Kurtarma şifresini onaylayın',
  chooseTitle: 'Bir kurtarma şifresi belirleyin',
  chooseDescription:
    'En az {min} karakter olmalı ve tahmin edilmesi zor olmalı. Cüzdanınızı yeni bir cihazda kullanmak için gerekir; kimse sıfırlayamaz.',
  strength: 'Güç: {word}',
  veryWeak: 'Çok zayıf',
  weak: 'Zayıf',
  fair: 'Orta',
  strong: 'Güçlü',
  veryStrong: 'Çok güçlü',
  enterTitle: 'Kurtarma şifrenizi girin',
  enterDescription: 'Bu cihaz yeni: kurtarma şifreniz cüzdanınızın kilidini burada açar.',
  tooShort: 'En az {min} karakter kullanın',
  tooWeak: 'Bu şifre çok kolay tahmin edilir: daha fazla kelime veya karakter ekleyin',
  passwordsDiffer: 'Şifreler eşleşmiyor',
  approveHint: 'Bu istek tamamen göründüğünde onaylayabilirsiniz.',
  reject: 'Reddet',
  approve: 'Onayla',
  requestFrom: '{origin} isteği',
  network: 'Ağ {network}',
  storage: 'Depolama',
  storageMemory:
    'Bu tarayıcı, güvenli cüzdanın bu sitede veri saklamasına izin vermiyor. Bu sayfayı kapatana kadar cüzdanınızı kullanabilirsiniz; bir dahaki sefere kurtarma şifreniz gerekecek.',
  storageRequest: 'Cüzdanın bu cihazı hatırlamasına izin ver',
  storageRefused: 'Tarayıcı buna izin vermedi. Cüzdanınız bu sayfayı kapatana kadar çalışmaya devam eder.',
};
