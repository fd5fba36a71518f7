import { PageMeta } from '../../features/layout/PageMeta';

export default function ForgetPasswordPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="بازیابی رمز عبور" description="شماره موبایل خود را وارد کنید تا کد یک‌بارمصرف برایتان ارسال شود." />
      <h1 id="page-title">بازیابی رمز عبور</h1>
      <p className="page__lead">شماره موبایل خود را وارد کنید تا کد یک‌بارمصرف برایتان ارسال شود.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
