import { type BaseMessages, en, type Messages } from './locales/en.js';
import type { Locale } from './supportedLocales.js';

type Loader = () => Promise<{ messages: BaseMessages }>;

/**
 * Each locale's base part but English is a chunk of its own, fetched the first time the locale is used (the lazily
 * loaded features' parts load with them: `MessagePart`).
 */
const loaders: Readonly<Record<Exclude<Locale, 'en'>, Loader>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  'es-419': () => import('./locales/es-419.js'),
  fa: () => import('./locales/fa.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  ms: () => import('./locales/ms.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  ru: () => import('./locales/ru.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-HK': () => import('./locales/zh-HK.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
};

/** The base part of `locale`'s catalogue: English at once, any other once its chunk has arrived. */
export async function loadMessages(locale: Locale): Promise<Partial<Messages>> {
  return locale === 'en' ? en : (await loaders[locale]()).messages;
}
