import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldProps } from './FieldFrame';

type Props = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled select with its Persian error message tied to it for screen readers (TextField's sibling). */
export function SelectField({ id, label, error, hint, ...select }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select id={id} {...describedBy(id, error, hint)} {...select} />
    </FieldFrame>
  );
}
