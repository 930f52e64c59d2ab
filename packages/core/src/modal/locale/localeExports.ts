// The modal's languages in @portico/core's public API, named one by one (index.ts re-exports each name).
export { formatMessageTemplate, type MessageParams } from '../../i18n/format.js';
export { accountMessagePart } from '../../i18n/locales/account/index.js';
export { connectingMessagePart } from '../../i18n/locales/connecting/index.js';
export type { MessageKey, Messages } from '../../i18n/locales/en.js';
export { nodeMessagePart } from '../../i18n/locales/node/index.js';
export { onrampMessagePart } from '../../i18n/locales/onramp/index.js';
export { sendMessagePart } from '../../i18n/locales/send/index.js';
export { sessionMessagePart } from '../../i18n/locales/session/index.js';
export { swapMessagePart } from '../../i18n/locales/swap/index.js';
export type { MessagePart } from '../../i18n/messagePart.js';
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
