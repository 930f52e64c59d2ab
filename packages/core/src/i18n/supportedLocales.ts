/** The locales the modal ships (issue 28): English is the source, every other one a chunk loaded on demand. */
export const supportedLocales = [
  'en',
  'ar',
  'de',
  'es',
  'es-419',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type Locale = (typeof supportedLocales)[number];

export type TextDirection = 'ltr' | 'rtl';

const rightToLeft: ReadonlySet<string> = new Set(['ar', 'fa', 'he']);

/** `rtl` for the right-to-left scripts (Arabic, Persian, Hebrew). */
export const localeDirection = (locale: Locale): TextDirection => (rightToLeft.has(locale) ? 'rtl' : 'ltr');

/** Tags that name a supported locale under another spelling (Chinese scripts and regions, Latin-American Spanish). */
const aliases: Readonly<Record<string, Locale>> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-mo': 'zh-HK',
  'zh-hant-hk': 'zh-HK',
  'zh-hant-mo': 'zh-HK',
  iw: 'he',
};

function matchOne(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = supportedLocales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language = '', ...rest] = lower.split('-');
  const alias = aliases[lower] ?? aliases[`${language}-${rest[0]}`];
  if (alias) return alias;
  // Spanish of any region but Spain is Latin-American Spanish.
  if (language === 'es' && rest.length > 0 && rest[0] !== 'es') return 'es-419';
  return supportedLocales.find((locale) => locale === language) ?? aliases[language];
}

/**
 * The best supported locale for a visitor's preferences (`navigator.languages` order): the first tag that
 * names one exactly, by an alias or by its language; English when none does.
 */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const match = matchOne(tag);
    if (match) return match;
  }
  return 'en';
}
