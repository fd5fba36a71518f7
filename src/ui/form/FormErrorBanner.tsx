import type { ReactNode } from 'react';

/**
 * The error above a form or a section that could not load, announced at once
 * (role="alert"). Nothing is rendered while there is no error.
 */
export function FormErrorBanner({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '')
    return null;
  return (
    <p className="form__error form__error--banner" role="alert">
      {children}
    </p>
  );
}
