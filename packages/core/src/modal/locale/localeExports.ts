// The modal's languages in @portico/core's public API, named one by one (index.ts re-exports this list whole).
export { formatMessageTemplate, type MessageParams } from '../../i18n/format.js';
export type { MessageKey, Messages } from '../../i18n/locales/en.js';
export {
  type Locale,
  localeDirection,
  matchLocale,
  supportedLocales,
  type TextDirection,
} from '../../i18n/supportedLocales.js';
export { type Translate, translateFilled, translateText } from '../../i18n/translator.js';
export type { LocaleApi } from './localeApi.js';
export { selectTranslate } from './selectors.js';
export type { LocaleState } from './types.js';
