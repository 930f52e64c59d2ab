import { loadMessages } from '../../i18n/loadMessages.js';
import { en, type MessageKey } from '../../i18n/locales/en.js';
import {
  loadMessagePart,
  type MessagePart,
  messagePartLoaded,
  registeredMessageParts,
  registerMessagePart,
} from '../../i18n/messagePart.js';
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
  create: ({ rt: { get, set, options } }) => {
    let latest = 0;
    /** A part's messages in a locale that did not load: logged, then shown in English. */
    const partInEnglish = (part: MessagePart<never>, locale: string) => (error: unknown) =>
      options.logger.error(`The ${locale} ${part.name} messages did not load; they show in English`, error);
    const setLocale = async (tag: string) => {
      const request = ++latest;
      const locale = matchLocale([tag]);
      const [messages] = await Promise.all([
        loadMessages(locale),
        ...registeredMessageParts().map((part) =>
          loadMessagePart(part, locale).catch(partInEnglish(part, locale)),
        ),
      ]);
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
    /**
     * Per part and locale, the one promise a view waits for: given again once settled, since a view that suspended on
     * it calls React's `use` with it again when it renders.
     */
    const waits = new Map<string, Promise<void>>();
    const requireMessages = <K extends MessageKey>(part: MessagePart<K>) => {
      registerMessagePart(part);
      const { locale } = get().locale;
      const id = `${locale}:${part.name}`;
      const wait = waits.get(id);
      if (wait || messagePartLoaded(part, locale)) return wait;
      const started = loadMessagePart(part, locale).catch(partInEnglish(part, locale));
      waits.set(id, started);
      return started;
    };
    return { actions: { setLocale, requireMessages } };
  },
};
