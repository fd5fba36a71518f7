import { PageMeta } from '../../features/layout/PageMeta';

export default function ProfilePage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="حساب کاربری" description="مشخصات، نشانی‌ها، سفارش‌ها و فاکتورهای شما." />
      <h1 id="page-title">حساب کاربری</h1>
      <p className="page__lead">مشخصات، نشانی‌ها، سفارش‌ها و فاکتورهای شما.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
