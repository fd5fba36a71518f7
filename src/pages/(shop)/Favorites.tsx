import { PageMeta } from '../../features/layout/PageMeta';

export default function FavoritesPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="علاقه‌مندی‌ها" description="محصولاتی که پسندیده‌اید اینجا نگه داشته می‌شوند." />
      <h1 id="page-title">علاقه‌مندی‌های من</h1>
      <p className="page__lead">محصولاتی که پسندیده‌اید اینجا نگه داشته می‌شوند.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
