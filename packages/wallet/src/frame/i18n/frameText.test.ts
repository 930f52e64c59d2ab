import { supportedLocales } from '@portico/core';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePasswordScreen } from '../ui/passwordScreens.js';
import { frameText, setFrameLocale } from './frameText.js';
import { type FrameMessages, frameEn } from './locales/en.js';

const placeholders = (message: string) =>
  [...new Set(message.match(/\{[A-Za-z0-9_]+(?=[,}])/g) ?? [])].sort();

describe("the secure frame's words (issue 28, Languages)", () => {
  const page = new Window({ url: 'https://frame.portico.test/' });
  const doc = page.document as unknown as Document;
  afterEach(() => setFrameLocale(doc, 'en'));

  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s has every key of English, no other, and the same placeholders',
    async (locale) => {
      const { messages } = (await import(`./locales/${locale}.ts`)) as { messages: FrameMessages };
      expect(Object.keys(messages).sort()).toEqual(Object.keys(frameEn).sort());
      for (const [key, source] of Object.entries(frameEn))
        expect(placeholders(messages[key as keyof FrameMessages]), `${locale} ${key}`).toEqual(
          placeholders(source),
        );
    },
  );

  it("are English until the modal tells the frame its locale, then the locale's, with lang and dir", async () => {
    expect(frameText('approve')).toBe('Approve');
    await setFrameLocale(doc, 'ar-EG');
    expect(frameText('approve')).toBe('موافقة');
    expect(frameText('requestFrom', { origin: 'https://dapp.example' })).toBe('طلب من https://dapp.example');
    expect(doc.documentElement.lang).toBe('ar');
    expect(doc.documentElement.dir).toBe('rtl');
    const screen = choosePasswordScreen(doc, () => {});
    expect(screen.element.querySelector('h1')?.textContent).toBe('اختر كلمة مرور للاسترداد');
    await setFrameLocale(doc, 'xx');
    expect(frameText('approve')).toBe('Approve');
    expect(doc.documentElement.dir).toBe('ltr');
  });
});
