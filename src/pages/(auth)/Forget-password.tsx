import { ForgetPasswordForm } from '@/features/auth/ForgetPasswordForm';
import { PageMeta } from '@/features/page-kit/PageMeta';

export default function ForgetPasswordPage() {
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <PageMeta
        title="بازیابی رمز عبور"
        description="شماره موبایل خود را وارد کنید تا کد یک‌بارمصرف برایتان ارسال شود."
        noIndex
      />
      <h1 id="page-title">بازیابی رمز عبور</h1>
      <p className="page__lead">
        شماره موبایل خود را وارد کنید تا کد یک‌بارمصرف برایتان ارسال شود.
      </p>
      <ForgetPasswordForm />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
