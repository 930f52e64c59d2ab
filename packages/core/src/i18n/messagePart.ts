import type { MessageKey } from './locales/en.js';
import { en } from './locales/en.js';
import type { Locale } from './supportedLocales.js';

type Catalogue<K extends MessageKey> = { readonly [P in K]: string };

/**
 * A part of the message catalogue that loads with a feature's views rather than in the initial JS (issue 28's
 * budget): its English (in the module that defines it, so in the chunk of the views that import it) and a loader of
 * its messages in each other locale, a chunk per locale. `requireMessages` (core) registers a part and loads it in
 * the shown locale; until it is registered, `t` knows none of its keys.
 */
export interface MessagePart<K extends MessageKey = MessageKey> {
  readonly name: string;
  readonly en: Catalogue<K>;
  readonly load: (locale: Exclude<Locale, 'en'>) => Promise<{ messages: Catalogue<K> }>;
}

type Loaders<K extends MessageKey> = Readonly<
  Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Catalogue<K> }>>
>;

export const defineMessagePart = <K extends MessageKey>(
  name: string,
  english: Catalogue<K>,
  loaders: Loaders<K>,
): MessagePart<K> => ({ name, en: english, load: (locale) => loaders[locale]() });

/** The English of the base part and of every part registered so far (the translator's fallback). */
const english: Partial<Record<MessageKey, string>> = { ...en };
/** Bumped when a part's English is registered, so that the reverse lookup of core's texts re-indexes. */
let englishVersion = 0;
/** The loaded parts' messages, by locale. */
const loaded = new Map<string, Partial<Record<MessageKey, string>>>();
const loadedParts = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** The English of `key` when its part is registered (the base part always is). */
export const englishMessage = (key: MessageKey): string | undefined => english[key];

/** Any part, whatever its keys (a part of some keys is one of none: what the registry keeps). */
type SomeMessagePart = MessagePart<never>;

/** The English messages known so far and their version (it changes when a part is registered). */
export const englishMessages = (): { version: number; messages: Partial<Record<MessageKey, string>> } => ({
  version: englishVersion,
  messages: english,
});

/** A loaded part's message of `key` in `locale`. */
export const partMessage = (locale: string, key: MessageKey): string | undefined => loaded.get(locale)?.[key];

const registered = new Set<SomeMessagePart>();

/** The parts registered so far (a locale asked for loads these with its base part). */
export const registeredMessageParts = (): readonly SomeMessagePart[] => [...registered];

/** Makes a part's English known to every translator (once). */
export function registerMessagePart<K extends MessageKey>(part: MessagePart<K>): void {
  if (registered.has(part)) return;
  registered.add(part);
  Object.assign(english, part.en);
  englishVersion++;
}

/** Whether `part`'s messages in `locale` are there (English always is, once registered). */
export const messagePartLoaded = <K extends MessageKey>(part: MessagePart<K>, locale: Locale): boolean =>
  locale === 'en' || loadedParts.has(`${locale}:${part.name}`);

/**
 * Loads `part`'s messages in `locale` once (concurrent callers share the load; a failed one is tried again by the
 * next caller).
 */
export function loadMessagePart<K extends MessageKey>(part: MessagePart<K>, locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const id = `${locale}:${part.name}`;
  if (loadedParts.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = part
      .load(locale)
      .then(({ messages }) => {
        loaded.set(locale, { ...loaded.get(locale), ...messages });
        loadedParts.add(id);
      })
      .finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}
