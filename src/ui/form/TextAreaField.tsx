import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';

type Props = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled textarea with its Persian error message tied to it for screen readers (TextField's sibling). */
export function TextAreaField({ id, label, error, hint, ...textarea }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea id={id} {...describedBy(id, error, hint)} {...textarea} />
    </FieldFrame>
  );
}
