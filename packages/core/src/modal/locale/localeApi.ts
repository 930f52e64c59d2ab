import type { Locale } from '../../i18n/supportedLocales.js';

/** The public actions of the modal's language. */
export interface LocaleApi {
  /**
   * Shows the modal in `locale` (a BCP 47 tag: the best supported match, English when none), once its messages
   * have loaded; an open modal re-renders in it. Resolves when it shows.
   */
  setLocale(locale: string): Promise<void>;
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
