import { connectingMessagePart, type MessageKey, translateText } from '@portico/core';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useT } from '../../hooks/useT.js';

export interface StepField {
  name: string;
  /** The field's label, a catalogue key. */
  label: MessageKey;
  type: 'email' | 'text';
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
}

/** A one-time code field: digits on a numeric keypad, filled by the browser from the mail (one-time-code). */
export const codeField: StepField = {
  name: 'code',
  label: 'email.code',
  type: 'text',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 6,
};

interface StepFormProps {
  heading: string;
  description?: ReactNode;
  fields: readonly StepField[];
  loading: boolean;
  error?: string;
  onSubmit(values: Record<string, string>): void;
  children?: ReactNode;
}

/** One step of the email flows: its heading, labelled fields, Continue, and the step's error as an alert. */
export function StepForm({
  heading,
  description,
  fields,
  loading,
  error,
  onSubmit,
  children,
}: StepFormProps) {
  const id = useId();
  const t = useT(connectingMessagePart);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')])));
  };
  return (
    <form
      className="view stack"
      onSubmit={submit}
      aria-busy={loading}
      aria-labelledby={`${id}-heading`}
      noValidate
    >
      <h2 id={`${id}-heading`} className="step-heading">
        {heading}
      </h2>
      {description ? <p className="muted">{description}</p> : null}
      {fields.map((field) => (
        <div className="field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{t(field.label)}</label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            className="search"
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            required
            aria-invalid={error ? true : undefined}
          />
        </div>
      ))}
      {error ? (
        <p className="error-text" role="alert">
          {translateText(t, error)}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={loading}>
        {t('common.continue')}
      </button>
      {children}
    </form>
  );
}

export const stepStyles = `
.step-heading { margin: 0; font-size: 1.05em; }
.field { display: flex; flex-direction: column; gap: 6px; text-align: start; }
.field label { font-size: 0.85em; font-weight: 600; color: var(--p-fg-muted); }
.link-button { border: none; background: none; color: var(--p-fg); text-decoration: underline; text-underline-offset: 2px; cursor: pointer; padding: 4px; }
`;
