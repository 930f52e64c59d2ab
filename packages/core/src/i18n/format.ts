/** Values a message's `{name}` placeholders are filled from; numbers are written as the locale writes them. */
export type MessageParams = Readonly<Record<string, string | number>>;

const pluralBlock = /\{(\w+), plural, ((?:[=\w]+ \{[^{}]*\}\s*)+)\}/g;
const pluralCase = /([=\w]+) \{([^{}]*)\}/g;
const placeholder = /\{(\w+)\}/g;

/** A number as the locale writes it (digits, grouping, decimal sign). */
const formatNumber = (locale: string, value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(locale, options).format(value);

/**
 * Fills a message: `{name}` takes a parameter, `{count, plural, one {# item} other {# items}}` picks the form of
 * `Intl.PluralRules` (or an exact `=0`) with `#` the number. A parameter not given leaves its placeholder as is.
 */
export function formatMessageTemplate(locale: string, template: string, params: MessageParams = {}): string {
  const show = (value: string | number) => (typeof value === 'number' ? formatNumber(locale, value) : value);
  return template
    .replace(pluralBlock, (whole, name: string, body: string) => {
      const count = params[name];
      if (typeof count !== 'number') return whole;
      const forms = new Map([...body.matchAll(pluralCase)].map(([, form, text]) => [form, text]));
      const form =
        forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(locale).select(count)) ?? forms.get('other');
      return (form ?? '').replace(/#/g, show(count));
    })
    .replace(placeholder, (whole, name: string) =>
      name in params ? show(params[name] as string | number) : whole,
    );
}
