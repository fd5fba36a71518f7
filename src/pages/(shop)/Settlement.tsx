import { PageMeta } from '../../features/layout/PageMeta';

export default function SettlementPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="تسویه حساب" description="خلاصه مبلغ قابل پرداخت سفارش شما." />
      <h1 id="page-title">تسویه حساب</h1>
      <p className="page__lead">خلاصه مبلغ قابل پرداخت سفارش شما.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
