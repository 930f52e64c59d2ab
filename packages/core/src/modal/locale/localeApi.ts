import type { MessageKey } from '../../i18n/locales/en.js';
import type { MessagePart } from '../../i18n/messagePart.js';
import type { Locale } from '../../i18n/supportedLocales.js';

/** The public actions of the modal's language. */
export interface LocaleApi {
  /**
   * Shows the modal in `locale` (a BCP 47 tag: the best supported match, English when none), once its messages
   * have loaded; an open modal re-renders in it. Resolves when it shows.
   */
  setLocale(locale: string): Promise<void>;
  /**
   * Registers a part of the catalogue (a lazily loaded feature's messages) and loads it in the shown locale:
   * `undefined` when its messages were there at the first ask, else the promise to wait for, the same one each time
   * (it never rejects: a part that does not load is logged and shown in English). A later `setLocale` loads the
   * registered parts before the locale shows.
   */
  requireMessages<K extends MessageKey>(part: MessagePart<K>): Promise<void> | undefined;
}

declare module '../../instance/portico.js' {
  interface Portico extends LocaleApi {}
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /** The modal's language (issue 28); absent, the best match of the browser's `navigator.languages`, else English. */
    locale?: string;
  }
  interface ResolvedPorticoOptions {
    locale: Locale;
  }
}
