import type { ReactNode } from 'react';
import { FieldError } from './FieldError';

/** What every field takes besides its control's own attributes. */
export type FieldProps = { id: string; label: string; error?: string | undefined; hint?: string | undefined };

/**
 * The aria attributes that tie a control to its error and hint: the ids
 * FieldFrame gives them. Spread on the input, select or textarea.
 */
export function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
}

/** A field's frame: its label, the control (children, with `describedBy`), the hint and the Persian error under it. */
export function FieldFrame({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
