import { loadMessages } from '../../i18n/loadMessages.js';
import { en } from '../../i18n/locales/en.js';
import { localeDirection, matchLocale } from '../../i18n/supportedLocales.js';
import type { Slice } from '../../instance/slice.js';

/** The visitor's languages, most preferred first, where a browser says them. */
const browserLanguages = (): readonly string[] => globalThis.navigator?.languages ?? [];

/**
 * The modal's language: the `locale` option or the browser's, changed at run time by `setLocale`. English is in
 * the state from the start; another locale's chunk loads, then the state switches to it at once (a slower
 * earlier request never overrides a later one). A chunk that fails to load rejects `setLocale` and leaves the
 * language as it was.
 */
export const localeSlice: Slice = {
  name: 'locale',
  resolveOptions: (given) => ({
    locale: matchLocale(given.locale === undefined ? browserLanguages() : [given.locale]),
  }),
  initialState: () => ({ locale: { locale: 'en', dir: 'ltr', messages: en } }),
  create: ({ rt: { set, options } }) => {
    let latest = 0;
    const setLocale = async (tag: string) => {
      const request = ++latest;
      const locale = matchLocale([tag]);
      const messages = await loadMessages(locale);
      if (request === latest)
        set((s) => ({ ...s, locale: { locale, dir: localeDirection(locale), messages } }));
    };
    if (options.locale !== 'en')
      setLocale(options.locale).catch((error: unknown) =>
        options.logger.error(
          `The ${options.locale} messages did not load; the modal stays in English`,
          error,
        ),
      );
    return { actions: { setLocale } };
  },
};
