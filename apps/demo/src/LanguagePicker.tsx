import { supportedLocales } from '@portico/core';
import { useLocale } from '@portico/react';
import { useId } from 'react';

/** Each locale by its own name ("Deutsch", "العربية"), as a visitor looks for it. */
const ownName = (locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;

/** The modal's language, changed at run time (issue 28): an open modal re-renders in it. */
export function LanguagePicker() {
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <span className="language">
      <label htmlFor={id}>Modal language</label>{' '}
      <select id={id} value={locale} onChange={(event) => void setLocale(event.target.value)}>
        {supportedLocales.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {ownName(tag)}
          </option>
        ))}
      </select>
    </span>
  );
}
