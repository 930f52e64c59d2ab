import { formatMessageTemplate, localeDirection, type MessageParams, matchLocale } from '@portico/core';
import { type FrameMessageKey, type FrameMessages, frameEn } from './locales/en.js';

type Loader = () => Promise<{ messages: FrameMessages }>;

const loaders: Readonly<Record<string, Loader>> = {
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

let current: { locale: string; messages: Partial<FrameMessages> } = { locale: 'en', messages: frameEn };

/** A message of the frame in the modal's locale (English until it is told one, and for a key a locale lacks). */
export function frameText(key: FrameMessageKey, params?: MessageParams): string {
  return formatMessageTemplate(current.locale, current.messages[key] ?? frameEn[key], params);
}

/** The locale the frame's screens are written in (for `Intl`). */
export const frameLocale = (): string => current.locale;

/**
 * Writes the frame's screens in the modal's locale from now on (the best supported match of `tag`), with the
 * document's `lang` and `dir`; a screen already shown keeps its words until the next one.
 */
export async function setFrameLocale(doc: Document, tag: string): Promise<void> {
  const locale = matchLocale([tag]);
  const load = loaders[locale];
  const messages = load ? (await load()).messages : frameEn;
  current = { locale, messages };
  doc.documentElement.lang = locale;
  doc.documentElement.dir = localeDirection(locale);
}
