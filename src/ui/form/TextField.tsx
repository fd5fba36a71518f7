import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

type Props = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its Persian error message tied to it for screen readers. */
export function TextField({ id, label, error, hint, ...input }: Props) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
