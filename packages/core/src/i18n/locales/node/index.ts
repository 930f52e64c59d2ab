import { defineMessagePart, type MessagePart } from '../../messagePart.js';
import { en } from './en.js';

/** The catalogue's node part: §8's transaction-node errors. */
export const nodeMessagePart: MessagePart<keyof typeof en> = defineMessagePart('node', en, {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  'es-419': () => import('./es-419.js'),
  fa: () => import('./fa.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  id: () => import('./id.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  ms: () => import('./ms.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  pt: () => import('./pt.js'),
  ru: () => import('./ru.js'),
  th: () => import('./th.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  vi: () => import('./vi.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-HK': () => import('./zh-HK.js'),
  'zh-TW': () => import('./zh-TW.js'),
});
