import { selectEmailLogin, translateText } from '@portico/core';
import { type FormEvent, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

/** §2 the email method: an email field and Continue (core checks, sends the code and leads to EmailLogin). */
export function EmailForm({ disabled }: { disabled: boolean }) {
  const portico = usePorticoInstance();
  const t = useT();
  const login = usePorticoState(selectEmailLogin);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void portico.connectEmail(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  const error = login.step === 'email' ? login.error : undefined;
  return (
    <form className="field-row" onSubmit={submit} aria-busy={login.loading} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {t('connect.email')}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        className="search"
        placeholder={t('connect.email')}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="primary" disabled={disabled || login.loading}>
        {t('common.continue')}
      </button>
      {error ? (
        <p id={`${id}-error`} className="error-text" role="alert">
          {translateText(t, error)}
        </p>
      ) : null}
    </form>
  );
}
