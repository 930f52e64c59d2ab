import { describe, expect, it, vi } from 'vitest';
import { selectTranslate } from '../modal/locale/selectors.js';
import { createPortico } from '../portico/createPortico.js';
import { recordingLogger } from '../portico/test/recordingLogger.js';
import { nodeMessages } from '../shared/errors/nodeMessages.js';
import { formatRelativeTime } from '../shared/format/relativeTime.js';
import { formatMessageTemplate } from './format.js';
import { accountMessagePart } from './locales/account/index.js';
import { en } from './locales/en.js';
import { en as nodeEnglish } from './locales/node/en.js';
import { nodeMessagePart } from './locales/node/index.js';
import { onrampMessagePart } from './locales/onramp/index.js';
import { sendMessagePart } from './locales/send/index.js';
import { sessionMessagePart } from './locales/session/index.js';
import { swapMessagePart } from './locales/swap/index.js';
import { defineMessagePart } from './messagePart.js';
import { localeDirection, matchLocale, supportedLocales } from './supportedLocales.js';
import { createTranslator, translateFilled, translateText } from './translator.js';

const hour = 3_600_000;
const day = 24 * hour;

describe('the message runtime', () => {
  it('fills `{name}` placeholders, writes numbers as the locale does and leaves an unknown one as it is', () => {
    expect(formatMessageTemplate('en', 'Hello {name}, {n} left', { name: 'Ada', n: 1234 })).toBe(
      'Hello Ada, 1,234 left',
    );
    expect(formatMessageTemplate('de', '{n} übrig', { n: 1234.5 })).toBe('1.234,5 übrig');
    expect(formatMessageTemplate('ar', '{n}', { n: 12 })).toBe(new Intl.NumberFormat('ar').format(12));
    expect(formatMessageTemplate('ja', '{n}件', { n: 1000 })).toBe('1,000件');
    expect(formatMessageTemplate('en', 'Hello {name}')).toBe('Hello {name}');
  });

  it('picks the plural form of Intl.PluralRules, an exact =n first, `other` when the language has no such form', () => {
    const message = '{count, plural, =0 {none} one {# item} few {# items (few)} other {# items}}';
    expect(formatMessageTemplate('en', message, { count: 0 })).toBe('none');
    expect(formatMessageTemplate('en', message, { count: 1 })).toBe('1 item');
    expect(formatMessageTemplate('en', message, { count: 3 })).toBe('3 items');
    expect(formatMessageTemplate('pl', message, { count: 3 })).toBe('3 items (few)');
    expect(formatMessageTemplate('pl', '{count, plural, one {# rok} other {# roku}}', { count: 5 })).toBe(
      '5 roku',
    );
    expect(formatMessageTemplate('en', '{count, plural, one {# x}}', { count: 2 })).toBe('');
    // A plural whose count was not given stays as written.
    expect(formatMessageTemplate('en', message)).toBe(message);
  });

  it('falls back to English for a key a catalogue lacks, never to the raw key', () => {
    const t = createTranslator('de', { 'modal.close': 'Schließen' });
    expect(t('modal.close')).toBe('Schließen');
    expect(t('modal.back')).toBe('Back');
    expect(t.locale).toBe('de');
  });

  it("writes core's English error and toast texts in the active locale, and any other text as it is", () => {
    const t = createTranslator('de', { 'error.CONNECTION_REJECTED': 'Verbindung abgelehnt' });
    expect(translateText(t, 'Connection rejected')).toBe('Verbindung abgelehnt');
    expect(translateText(t, 'Something the catalogue does not know')).toBe(
      'Something the catalogue does not know',
    );
  });

  it("writes core's labels in the locale, filled ones too (the values kept), after the locale's and the feature's chunks have loaded", async () => {
    const portico = createPortico({ projectId: 'p', locale: 'de' });
    await vi.waitFor(() => expect(portico.getState().locale.locale).toBe('de'));
    const swap = portico.requireMessages(swapMessagePart);
    expect(swap).toBeInstanceOf(Promise);
    await Promise.all([
      swap,
      portico.requireMessages(sendMessagePart),
      portico.requireMessages(onrampMessagePart),
      portico.requireMessages(accountMessagePart),
    ]);
    expect(portico.requireMessages(swapMessagePart)).toBe(swap);
    expect(createPortico({ projectId: 'p' }).requireMessages(swapMessagePart)).toBeUndefined();
    const t = selectTranslate(portico.getState());
    expect(translateText(t, 'Insufficient balance')).toBe('Guthaben reicht nicht aus');
    expect(translateText(t, 'Approve PORT')).toBe('PORT genehmigen');
    expect(translateText(t, 'Insufficient ETH balance')).toBe('ETH-Guthaben reicht nicht aus');
    expect(translateText(t, 'Enter a valid Ethereum address')).toBe('Gib eine gültige Ethereum-Adresse ein');
    expect(translateText(t, 'from 0xf3…b92266')).toBe('von 0xf3…b92266');
    expect(translateText(t, 'Card 10–500 USD · fees 1–2 %')).toBe('Karte 10–500 USD · Gebühren 1–2 %');
    const english = selectTranslate(createPortico({ projectId: 'p' }).getState());
    expect(translateText(english, 'Approve PORT')).toBe('Approve PORT');
  });

  it("writes §8's transaction-node errors in the locale once the node part is loaded; the part holds each of core's node messages", async () => {
    const english = new Set<string>([...Object.values(nodeEnglish), en['core.insufficientFunds']]);
    for (const message of Object.values(nodeMessages)) expect(english, message).toContain(message);
    const portico = createPortico({ projectId: 'p', locale: 'de' });
    await vi.waitFor(() => expect(portico.getState().locale.locale).toBe('de'));
    const t = () => selectTranslate(portico.getState());
    expect(translateText(t(), nodeMessages.NONCE_TOO_LOW)).toBe(nodeMessages.NONCE_TOO_LOW);
    await portico.requireMessages(nodeMessagePart);
    expect(translateText(t(), nodeMessages.NONCE_TOO_LOW)).toBe(
      'Die Nonce ist niedriger als die nächste Nonce des Kontos',
    );
    expect(translateText(t(), 'Execution reverted: ERC20: transfer amount exceeds balance')).toBe(
      'Ausführung rückgängig gemacht: ERC20: transfer amount exceeds balance',
    );
    expect(translateText(t(), nodeMessages.INSUFFICIENT_FUNDS)).toBe(t()('core.insufficientFunds'));
  });

  it("writes a lazily loaded part's key only once the part is registered — empty before, never the raw key", async () => {
    const t = createTranslator('de', {});
    expect(t('siwx.sign')).toBe('');
    expect(translateFilled(t, 'siwx.asks', 'Uniswap asks you to sign in with your wallet.')).toBe(
      'Uniswap asks you to sign in with your wallet.',
    );
    const portico = createPortico({ projectId: 'p', locale: 'de' });
    await vi.waitFor(() => expect(portico.getState().locale.locale).toBe('de'));
    await portico.requireMessages(sessionMessagePart);
    expect(selectTranslate(portico.getState())('siwx.sign')).toBe('Signieren');
    expect(t('siwx.sign')).toBe('Signieren');
  });

  it("logs a part that does not load and shows it in English; the next locale's load tries again", async () => {
    const { logger, messages } = recordingLogger();
    let fails = true;
    const part = defineMessagePart('flaky', { 'approve.none': 'No request is waiting.' }, {
      ...Object.fromEntries(supportedLocales.map((locale) => [locale, async () => ({ messages: {} })])),
      fr: async () => {
        if (fails) throw new Error('offline');
        return { messages: { 'approve.none': 'Aucune demande en attente.' } };
      },
    } as Parameters<typeof defineMessagePart<'approve.none'>>[2]);
    const portico = createPortico({ projectId: 'p', locale: 'fr', logger });
    await vi.waitFor(() => expect(portico.getState().locale.locale).toBe('fr'));
    await portico.requireMessages(part);
    expect(messages('error')).toEqual(['The fr flaky messages did not load; they show in English']);
    fails = false;
    const again = createPortico({ projectId: 'p', logger });
    await again.setLocale('fr');
    expect(selectTranslate(again.getState())('approve.none')).toBe('Aucune demande en attente.');
  });

  it('writes an English message filled by core in the active locale, from the values the English template gives back', () => {
    const t = createTranslator('de', {
      'alert.LOCAL_CONFIGURATION_IGNORED.long': 'Die Remote-Konfiguration überschreibt: {settings}',
    });
    const filled = 'The remote project configuration overrides these local settings: features.swaps, (a) [b]';
    expect(translateFilled(t, 'alert.LOCAL_CONFIGURATION_IGNORED.long', filled)).toBe(
      'Die Remote-Konfiguration überschreibt: features.swaps, (a) [b]',
    );
    expect(translateFilled(t, 'alert.LOCAL_CONFIGURATION_IGNORED.long', 'Something else')).toBe(
      'Something else',
    );
    expect(translateFilled(t, 'modal.close', 'Close')).toBe('Close');
  });

  it('[§5 relative times] stay "now, 1 min, 2 hrs, 3 d, 1 yr" in English and follow the locale elsewhere', () => {
    const now = Date.UTC(2026, 0, 1);
    const ago = (ms: number) => now - ms;
    expect(formatRelativeTime(ago(5_000), now)).toBe('now');
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 min');
    expect(formatRelativeTime(ago(hour), now)).toBe('1 hr');
    expect(formatRelativeTime(ago(2 * hour), now)).toBe('2 hrs');
    expect(formatRelativeTime(ago(3 * day), now)).toBe('3 d');
    expect(formatRelativeTime(ago(365 * day), now)).toBe('1 yr');
    expect(formatRelativeTime(ago(800 * day), now)).toBe('2 yrs');
    const ja = createTranslator('ja', { 'time.hours': '{count}時間', 'time.now': 'たった今' });
    expect(formatRelativeTime(ago(2 * hour), now, ja)).toBe('2時間');
    expect(formatRelativeTime(ago(1_000), now, ja)).toBe('たった今');
  });
});

describe('locales', () => {
  it("match a visitor's preferences: exact, alias, region, language, else English", () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de');
    expect(matchLocale(['xx', 'fr-CA'])).toBe('fr');
    expect(matchLocale(['zh-TW'])).toBe('zh-TW');
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh-TW');
    expect(matchLocale(['zh-Hant-HK'])).toBe('zh-HK');
    expect(matchLocale(['zh-MO'])).toBe('zh-HK');
    expect(matchLocale(['zh'])).toBe('zh-CN');
    expect(matchLocale(['zh-SG'])).toBe('zh-CN');
    expect(matchLocale(['es-MX'])).toBe('es-419');
    expect(matchLocale(['es-ES'])).toBe('es');
    expect(matchLocale(['es'])).toBe('es');
    expect(matchLocale(['pt-BR'])).toBe('pt');
    expect(matchLocale(['iw'])).toBe('he');
    expect(matchLocale(['xx', 'yy-ZZ'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });

  it('are right to left for Arabic, Hebrew and Persian', () => {
    expect(['ar', 'he', 'fa'].map((locale) => localeDirection(locale as 'ar'))).toEqual([
      'rtl',
      'rtl',
      'rtl',
    ]);
    expect(localeDirection('de')).toBe('ltr');
  });
});

describe('the locale of an instance', () => {
  it('is English without a `locale` option or browser languages, with the English catalogue', () => {
    const portico = createPortico({ projectId: 'p' });
    expect(portico.getState().locale).toEqual({ locale: 'en', dir: 'ltr', messages: en });
    expect(selectTranslate(portico.getState())('title.Connect')).toBe('Connect Wallet');
  });

  it('loads the `locale` option: Arabic is right to left, with the Arabic title', async () => {
    const portico = createPortico({ projectId: 'p', locale: 'ar' });
    await vi.waitFor(() => expect(portico.getState().locale.locale).toBe('ar'));
    expect(portico.getState().locale.dir).toBe('rtl');
    expect(selectTranslate(portico.getState())('title.Connect')).toBe('ربط المحفظة');
  });

  it('follows navigator.languages when no option is given', async () => {
    vi.stubGlobal('navigator', { languages: ['xx', 'ja-JP'] });
    try {
      const portico = createPortico({ projectId: 'p' });
      expect(portico.options.locale).toBe('ja');
      await vi.waitFor(() => expect(portico.getState().locale.locale).toBe('ja'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('changes at run time; the same `t` while it does not; a later request wins over a slower earlier one', async () => {
    const portico = createPortico({ projectId: 'p' });
    const before = selectTranslate(portico.getState());
    expect(selectTranslate(portico.getState())).toBe(before);
    await portico.setLocale('de-CH');
    const t = selectTranslate(portico.getState());
    expect(t).not.toBe(before);
    expect(t('title.Connect')).toBe('Wallet verbinden');
    expect(t('time.hours', { count: 3 })).toBe('3 Std.');
    await Promise.all([portico.setLocale('fr'), portico.setLocale('en')]);
    expect(portico.getState().locale.locale).toBe('en');
    await portico.setLocale('nope');
    expect(portico.getState().locale).toMatchObject({ locale: 'en', dir: 'ltr' });
  });

  it('logs, and stays in English, when the chunk of the `locale` option does not load', async () => {
    const { logger, messages } = recordingLogger();
    vi.doMock('./locales/ko.js', () => {
      throw new Error('offline');
    });
    try {
      const portico = createPortico({ projectId: 'p', locale: 'ko', logger });
      await vi.waitFor(() =>
        expect(messages('error')).toEqual(['The ko messages did not load; the modal stays in English']),
      );
      expect(portico.getState().locale.locale).toBe('en');
    } finally {
      vi.doUnmock('./locales/ko.js');
    }
  });
});

describe('currencies in the locale (issue 28)', () => {
  it("keep §5's `$1,234.57` in English and follow Intl's currency format elsewhere, rounded to the cent", async () => {
    const { formatUsd, formatUsdTotal } = await import('../shared/format/fiat.js');
    const usd = (locale: string, value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd('1234.565', 'de')).toBe(usd('de', 1234.57));
    expect(formatUsd(2, 'ja')).toBe(usd('ja', 2));
    expect(formatUsdTotal([0.004, 0.004, 0.004])).toBe('$0.01');
    expect(formatUsdTotal([0.004, 0.004, 0.004], 'ar')).toBe(usd('ar', 0.01));
  });
});
