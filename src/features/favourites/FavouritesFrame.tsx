import 'server-only';
import type { ReactNode } from 'react';
import { PageMeta } from '@/features/page-kit/PageMeta';

/** The /Favorites page around its grid or its notice. */
export function FavouritesFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="علاقه‌مندی‌ها" description="محصولاتی که پسندیده‌اید." noIndex />
      <h1 id="page-title">علاقه‌مندی‌های من</h1>
      {children}
    </section>
  );
}
