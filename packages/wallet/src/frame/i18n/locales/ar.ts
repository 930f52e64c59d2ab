import type { FrameMessages } from './en.js';

/** The secure frame's words in ar. */
export const messages: FrameMessages = {
  continue: 'متابعة',
  recoveryPassword: 'كلمة مرور الاسترداد',
  confirmRecoveryPassword: 'تأكيد كلمة مرور الاسترداد',
  chooseTitle: 'اختر كلمة مرور للاسترداد',
  chooseDescription:
    '{min} أحرف على الأقل ويصعب تخمينها. تحتاج إليها لاستخدام محفظتك على جهاز جديد، ولا يمكن لأحد إعادة تعيينها.',
  strength: 'القوة: {word}',
  veryWeak: 'ضعيفة جدًا',
  weak: 'ضعيفة',
  fair: 'مقبولة',
  strong: 'قوية',
  veryStrong: 'قوية جدًا',
  enterTitle: 'أدخل كلمة مرور الاسترداد',
  enterDescription: 'هذا الجهاز جديد: كلمة مرور الاسترداد تفتح محفظتك هنا.',
  tooShort: 'استخدم {min} أحرف على الأقل',
  tooWeak: 'كلمة المرور هذه سهلة التخمين: أضف المزيد من الكلمات أو الأحرف',
  passwordsDiffer: 'كلمتا المرور غير متطابقتين',
  approveHint: 'يصبح زر الموافقة متاحًا عندما يظهر هذا الطلب بالكامل.',
  reject: 'رفض',
  approve: 'موافقة',
  requestFrom: 'طلب من {origin}',
  network: 'الشبكة {network}',
  storage: 'التخزين',
  storageMemory:
    'هذا المتصفح لا يسمح للمحفظة الآمنة بحفظ البيانات على هذا الموقع. يمكنك استخدام محفظتك حتى تغلق هذه الصفحة، وستحتاج في المرة القادمة إلى كلمة مرور الاسترداد.',
  storageRequest: 'اسمح للمحفظة بتذكّر هذا الجهاز',
  storageRefused: 'لم يسمح المتصفح بذلك. تظل محفظتك تعمل حتى تغلق هذه الصفحة.',
};
