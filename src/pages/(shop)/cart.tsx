import { PageMeta } from '../../features/layout/PageMeta';

export default function CartPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="سبد خرید" description="محصولاتی که برای خرید انتخاب کرده‌اید اینجا نمایش داده می‌شوند." />
      <h1 id="page-title">سبد خرید</h1>
      <p className="page__lead">محصولاتی که برای خرید انتخاب کرده‌اید اینجا نمایش داده می‌شوند.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
