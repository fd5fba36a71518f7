import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError';

type Props = {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>;

/** A labelled select with its Persian error message tied to it for screen readers (TextField's sibling). */
export function SelectField({ id, label, error, children, ...select }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
