import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';

type Props = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its Persian error message tied to it for screen readers. */
export function TextField({ id, label, error, hint, ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input id={id} type="text" {...describedBy(id, error, hint)} {...input} />
    </FieldFrame>
  );
}
