import type { FrameMessages } from './en.js';

/** The secure frame's words in fa. */
export const messages: FrameMessages = {
  continue: 'ادامه',
  recoveryPassword: 'رمز بازیابی',
  confirmRecoveryPassword: 'تأیید رمز بازیابی',
  chooseTitle: 'یک رمز بازیابی انتخاب کنید',
  chooseDescription:
    'دست‌کم {min} نویسه و دشوار برای حدس زدن. برای استفاده از کیف پول در دستگاه جدید به آن نیاز دارید؛ هیچ‌کس نمی‌تواند آن را بازنشانی کند.',
  strength: 'قدرت: {word}',
  veryWeak: 'بسیار ضعیف',
  weak: 'ضعیف',
  fair: 'متوسط',
  strong: 'قوی',
  veryStrong: 'بسیار قوی',
  enterTitle: 'رمز بازیابی خود را وارد کنید',
  enterDescription: 'این دستگاه جدید است: رمز بازیابی شما کیف پولتان را اینجا باز می‌کند.',
  tooShort: 'دست‌کم {min} نویسه به کار ببرید',
  tooWeak: 'حدس زدن این رمز بیش از حد آسان است: واژه‌ها یا نویسه‌های بیشتری اضافه کنید',
  passwordsDiffer: 'رمزها یکسان نیستند',
  approveHint: 'وقتی این درخواست کامل دیده شود، تأیید فعال می‌شود.',
  reject: 'رد',
  approve: 'تأیید',
  requestFrom: 'درخواست از {origin}',
  network: 'شبکه {network}',
  storage: 'ذخیره‌سازی',
  storageMemory:
    'این مرورگر اجازه نمی‌دهد کیف پول امن در این سایت داده نگه دارد. تا بستن این صفحه می‌توانید از کیف پول استفاده کنید؛ دفعه بعد به رمز بازیابی نیاز خواهید داشت.',
  storageRequest: 'اجازه دهید کیف پول این دستگاه را به خاطر بسپارد',
  storageRefused: 'مرورگر اجازه نداد. کیف پول شما تا بستن این صفحه کار می‌کند.',
};
