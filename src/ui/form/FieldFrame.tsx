import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { FieldError } from './FieldError';

/** What every field takes besides its control's own attributes. */
export type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/**
 * The aria attributes that tie a control to its error and hint: the ids
 * FieldFrame gives them. Spread on the input, select or textarea.
 */
export function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

/**
 * A field's frame: its label, the control (children, with `describedBy`), the
 * hint and the Persian error under it.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: FieldProps & { children: ReactNode }) {
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

type ControlTag = 'input' | 'select' | 'textarea';

/**
 * The field of one control element (TextField, SelectField, TextAreaField):
 * the frame around it, the element given the field's id, its aria attributes
 * and the rest of the props as passed, over `defaults`.
 */
export function controlField<Tag extends ControlTag>(
  tag: Tag,
  defaults: Partial<ComponentProps<Tag>> = {},
) {
  // The element's own props are checked where the field is used, against the tag's.
  const Control = tag as unknown as ComponentType<Record<string, unknown>>;
  return function Field({
    id,
    label,
    error,
    hint,
    ...control
  }: FieldProps & Omit<ComponentProps<Tag>, 'id'>) {
    return (
      <FieldFrame id={id} label={label} error={error} hint={hint}>
        <Control id={id} {...defaults} {...describedBy(id, error, hint)} {...control} />
      </FieldFrame>
    );
  };
}
