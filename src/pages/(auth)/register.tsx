import { PageMeta } from '../../features/layout/PageMeta';

export default function RegisterPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="ثبت نام" description="برای خرید آسان‌تر و پیگیری سفارش‌ها حساب بسازید." />
      <h1 id="page-title">ساخت حساب کاربری</h1>
      <p className="page__lead">برای خرید آسان‌تر و پیگیری سفارش‌ها حساب بسازید.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
