'use client';

import type { FormEvent, ReactNode } from 'react';

/**
 * The listing's GET form. Without JavaScript it submits with its button; with
 * it, changing the sort, the discount box or a price field submits at once
 * (the URL is the state). Empty fields are left out of the URL.
 */
export function ListingFilters({ action, children }: { action: string; children: ReactNode }) {
  const submit = (form: HTMLFormElement) => {
    for (const element of Array.from(form.elements)) {
      if (
        element instanceof HTMLInputElement &&
        element.type !== 'checkbox' &&
        element.value.trim() === ''
      ) {
        element.disabled = true;
      }
      if (element instanceof HTMLSelectElement && element.value === '') element.disabled = true;
    }
    form.submit();
  };
  return (
    <form
      className="listing-filters card"
      action={action}
      method="get"
      aria-label="جستجو و مرتب‌سازی"
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (
          target instanceof HTMLSelectElement ||
          (target instanceof HTMLInputElement && target.type === 'checkbox')
        ) {
          submit(event.currentTarget);
        }
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
