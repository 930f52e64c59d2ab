import { formatMessageTemplate, type Locale, localeDirection, matchLocale } from '@portico/core';
import { messages as ar } from './locales/ar.js';
import { messages as de } from './locales/de.js';
import { type PageMessageKey, type PageMessages, pagesEn } from './locales/en.js';
import { messages as es } from './locales/es.js';
import { messages as es_419 } from './locales/es-419.js';
import { messages as fa } from './locales/fa.js';
import { messages as fr } from './locales/fr.js';
import { messages as he } from './locales/he.js';
import { messages as hi } from './locales/hi.js';
import { messages as id } from './locales/id.js';
import { messages as it } from './locales/it.js';
import { messages as ja } from './locales/ja.js';
import { messages as ko } from './locales/ko.js';
import { messages as ms } from './locales/ms.js';
import { messages as nl } from './locales/nl.js';
import { messages as pl } from './locales/pl.js';
import { messages as pt } from './locales/pt.js';
import { messages as ru } from './locales/ru.js';
import { messages as th } from './locales/th.js';
import { messages as tr } from './locales/tr.js';
import { messages as uk } from './locales/uk.js';
import { messages as vi } from './locales/vi.js';
import { messages as zh_CN } from './locales/zh-CN.js';
import { messages as zh_HK } from './locales/zh-HK.js';
import { messages as zh_TW } from './locales/zh-TW.js';

const catalogues: Readonly<Record<Exclude<Locale, 'en'>, PageMessages>> = {
  ar: ar,
  de: de,
  es: es,
  'es-419': es_419,
  fa: fa,
  fr: fr,
  he: he,
  hi: hi,
  id: id,
  it: it,
  ja: ja,
  ko: ko,
  ms: ms,
  nl: nl,
  pl: pl,
  pt: pt,
  ru: ru,
  th: th,
  tr: tr,
  uk: uk,
  vi: vi,
  'zh-CN': zh_CN,
  'zh-HK': zh_HK,
  'zh-TW': zh_TW,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a page's request says of the visitor's language: `?locale=` first, then `Accept-Language` in its order. */
export interface PageLanguageRequest {
  readonly headers: { readonly 'accept-language'?: string | undefined };
  readonly query?: unknown;
}

/** The locale of a cloud page: `?locale=`, else the best match of `Accept-Language`, else English. */
export function pageLocale(request: PageLanguageRequest): Locale {
  const query = request.query as { locale?: unknown } | undefined;
  const asked = typeof query?.locale === 'string' ? [query.locale] : [];
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
  return matchLocale([...asked, ...accepted]);
}

/** The words of a page in `locale`, as HTML: the message escaped, its placeholders filled with HTML given. */
export function pageText(locale: Locale) {
  const messages: Partial<PageMessages> = locale === 'en' ? pagesEn : catalogues[locale];
  const html = (key: PageMessageKey, parts: Readonly<Record<string, string>> = {}) => {
    const marked = formatMessageTemplate(
      locale,
      messages[key] ?? pagesEn[key],
      Object.fromEntries(Object.keys(parts).map((name) => [name, `\uE000${name}\uE000`])),
    );
    return escapeHtml(marked).replace(/\uE000(\w+)\uE000/g, (_, name: string) => parts[name] ?? '');
  };
  // The <html> element's attributes: `lang`, and `dir` for a right-to-left language.
  const attributes = `lang="${locale}"${localeDirection(locale) === 'rtl' ? ' dir="rtl"' : ''}`;
  return { html, attributes };
}

export type PageText = ReturnType<typeof pageText>;
