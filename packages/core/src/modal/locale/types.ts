import type { Messages } from '../../i18n/locales/en.js';
import type { Locale, TextDirection } from '../../i18n/supportedLocales.js';

/** The modal's language: the locale shown, its writing direction and its loaded catalogue. */
export interface LocaleState {
  /** The locale whose messages are shown (a locale asked for shows once its chunk has arrived). */
  locale: Locale;
  dir: TextDirection;
  messages: Partial<Messages>;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    locale: LocaleState;
  }
}
