import { formatMessageTemplate, type MessageParams } from './format.js';
import type { MessageKey, Messages } from './locales/en.js';
import { englishMessage, englishMessages, partMessage } from './messagePart.js';

/** Writes a catalogue message in the active locale; a key the locale lacks is written in English. */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** The locale the messages are written in (a BCP 47 tag for `Intl`). */
  readonly locale: string;
}

/**
 * The messages of `locale` (possibly partial: the missing ones fall back to English), with the parts loaded in it
 * (`MessagePart`). A key whose part is not registered yet is written as an empty string, never as the raw key.
 */
export function createTranslator(locale: string, messages: Partial<Messages>): Translate {
  const translate = (key: MessageKey, params?: MessageParams) =>
    formatMessageTemplate(
      locale,
      messages[key] ?? partMessage(locale, key) ?? englishMessage(key) ?? '',
      params,
    );
  return Object.assign(translate, { locale });
}

interface CoreTexts {
  /** The version of the English messages indexed (registering a part adds texts). */
  version: number;
  /** The messages without placeholders, by their English. */
  exact: Map<string, MessageKey>;
  /** The keys of the messages with placeholders. */
  templates: MessageKey[];
}

let coreTexts: CoreTexts | undefined;

function indexCoreTexts(): CoreTexts {
  const { version, messages } = englishMessages();
  const shown = Object.entries(messages).filter(
    ([key]) => key.startsWith('error.') || key.startsWith('core.'),
  );
  return {
    version,
    exact: new Map(shown.map(([key, message]) => [message, key as MessageKey])),
    templates: shown.filter(([, message]) => message.includes('{')).map(([key]) => key as MessageKey),
  };
}

/**
 * A message core keeps as English text (an error, a toast, a button's label), written in the active locale when the
 * catalogue has it (`error.*`, `core.*` of the base part and of the parts registered, filled or not); any other text is shown as
 * it is.
 */
export function translateText(t: Translate, text: string): string {
  if (coreTexts?.version !== englishMessages().version) coreTexts = indexCoreTexts();
  const key = coreTexts.exact.get(text);
  if (key) return t(key);
  for (const template of coreTexts.templates) {
    const translated = translateFilled(t, template, text);
    if (translated !== text) return translated;
  }
  return text;
}

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * A message core keeps filled in English (an alert's long form), in the active locale: the English template of
 * `key` gives back the values it was filled with. A text the template does not match is shown as it is.
 */
export function translateFilled(t: Translate, key: MessageKey, text: string): string {
  const names: string[] = [];
  const template = englishMessage(key);
  if (template === undefined) return text;
  const pattern = escaped(template).replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
    names.push(name);
    return '(.*)';
  });
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return text;
  return t(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
}
