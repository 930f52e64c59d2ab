import { describe, expect, it } from 'vitest';
import { en } from './locales/en.js';
import { supportedLocales } from './supportedLocales.js';

/** The names a message fills: `{name}` and the counted `{name, plural, …}` (plural forms may differ by language). */
const placeholders = (message: string) =>
  [...new Set(message.match(/\{[A-Za-z0-9_]+(?=[,}])/g) ?? [])].sort();

type Catalogue = Readonly<Record<string, string>>;

/** The catalogue's parts: the base (`locales/<locale>.ts`) and each lazily loaded feature's (`locales/<part>/…`). */
const modules: Readonly<Record<string, (file: string) => Promise<{ en?: Catalogue; messages?: Catalogue }>>> =
  {
    '': (file) => import(`./locales/${file}.ts`),
    account: (file) => import(`./locales/account/${file}.ts`),
    connecting: (file) => import(`./locales/connecting/${file}.ts`),
    node: (file) => import(`./locales/node/${file}.ts`),
    onramp: (file) => import(`./locales/onramp/${file}.ts`),
    send: (file) => import(`./locales/send/${file}.ts`),
    session: (file) => import(`./locales/session/${file}.ts`),
    swap: (file) => import(`./locales/swap/${file}.ts`),
  };
const parts = Object.keys(modules);

const englishOf = async (part: string): Promise<Catalogue> =>
  part === '' ? en : ((await modules[part]?.('en'))?.en ?? {});

const catalogue = async (part: string, locale: string): Promise<Catalogue> =>
  (await modules[part]?.(locale))?.messages ?? {};

describe('the message catalogues (issue 28, Languages)', () => {
  it('ship at least 24 locales, English among them', () => {
    expect(supportedLocales.length).toBeGreaterThanOrEqual(24);
    expect(supportedLocales).toContain('en');
  });

  it('split English into parts without a key in two of them', async () => {
    const keys = (await Promise.all(parts.map(englishOf))).flatMap((part) => Object.keys(part));
    expect(keys.length).toBeGreaterThan(300);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s has, in each part, every key of English, no other, the same placeholders, and no empty message',
    async (locale) => {
      for (const part of parts) {
        const [source, messages] = await Promise.all([englishOf(part), catalogue(part, locale)]);
        expect(Object.keys(messages).sort(), `${locale} ${part}`).toEqual(Object.keys(source).sort());
        for (const [key, english] of Object.entries(source)) {
          const translated = messages[key] ?? '';
          expect(translated.trim(), `${locale} ${key}`).not.toBe('');
          expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(english));
        }
      }
    },
  );

  it('keep the regional variants to what differs: es-419 spreads es, zh-HK spreads zh-TW', async () => {
    for (const [variant, base] of [
      ['es-419', 'es'],
      ['zh-HK', 'zh-TW'],
    ] as const)
      for (const part of parts) {
        const [own, from] = await Promise.all([catalogue(part, variant), catalogue(part, base)]);
        const differing = Object.keys(own).filter((key) => own[key] !== from[key]);
        expect(differing.length, `${variant} ${part}`).toBeLessThan(Object.keys(own).length);
      }
  });
});
