import { PageMeta } from '../../features/layout/PageMeta';

export default function CheckoutPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="تکمیل خرید" description="نشانی تحویل را انتخاب کنید و سفارش خود را بازبینی کنید." />
      <h1 id="page-title">تکمیل خرید</h1>
      <p className="page__lead">نشانی تحویل را انتخاب کنید و سفارش خود را بازبینی کنید.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
