import { describe, expect, it } from 'vitest';
import { en, type Messages } from './locales/en.js';
import { supportedLocales } from './supportedLocales.js';

/** The names a message fills: `{name}` and the counted `{name, plural, …}` (plural forms may differ by language). */
const placeholders = (message: string) =>
  [...new Set(message.match(/\{[A-Za-z0-9_]+(?=[,}])/g) ?? [])].sort();

const catalogue = async (locale: string): Promise<Messages> =>
  (await import(`./locales/${locale}.ts`)).messages as Messages;

describe('the message catalogues (issue 28, Languages)', () => {
  it('ship at least 24 locales, English among them', () => {
    expect(supportedLocales.length).toBeGreaterThanOrEqual(24);
    expect(supportedLocales).toContain('en');
  });

  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, the same placeholders, and no empty message',
    async (locale) => {
      const messages = await catalogue(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, source] of Object.entries(en)) {
        const translated = messages[key as keyof Messages];
        expect(translated.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(source));
      }
    },
  );
});
