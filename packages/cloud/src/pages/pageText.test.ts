import { supportedLocales } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { mailboxPage } from '../wallet/mailboxPage.js';
import { type PageMessages, pagesEn } from './locales/en.js';
import { pageLocale, pageText } from './pageText.js';

const placeholders = (message: string) =>
  [...new Set(message.match(/\{[A-Za-z0-9_]+(?=[,}])/g) ?? [])].sort();

describe("the cloud's pages in the visitor's language (issue 28)", () => {
  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, and the same placeholders',
    async (locale) => {
      const { messages } = (await import(`./locales/${locale}.ts`)) as { messages: PageMessages };
      expect(Object.keys(messages).sort()).toEqual(Object.keys(pagesEn).sort());
      for (const [key, source] of Object.entries(pagesEn))
        expect(placeholders(messages[key as keyof PageMessages]), `${locale} ${key}`).toEqual(
          placeholders(source),
        );
    },
  );

  it('picks ?locale= first, then Accept-Language in its order, else English', () => {
    expect(pageLocale({ headers: {} })).toBe('en');
    expect(pageLocale({ headers: { 'accept-language': 'xx, de-CH;q=0.9, en;q=0.5' } })).toBe('de');
    expect(pageLocale({ headers: { 'accept-language': '*' } })).toBe('en');
    expect(pageLocale({ headers: { 'accept-language': 'de' }, query: { locale: 'ja' } })).toBe('ja');
    expect(pageLocale({ headers: {}, query: { locale: 3 } })).toBe('en');
  });

  it('writes the mailbox in Arabic right to left, the values escaped in the message’s own order', () => {
    const page = mailboxPage(
      [{ to: 'a@example.com', subject: 'Code', text: '<b>1</b>', receivedAt: '2026-01-01T00:00:00.000Z' }],
      pageText('ar'),
    );
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>بريد Portico</h1>');
    expect(page).toContain('إلى <strong>a@example.com</strong>، <time');
    expect(mailboxPage([], pageText('fr'))).toContain('<p>Aucun e-mail pour l’instant.</p>');
  });
});
