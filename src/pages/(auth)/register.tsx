import { RegisterForm } from '@/features/auth/RegisterForm';
import { loadRegisterPage } from '@/features/auth/register-page';
import { answerPage } from '@/features/errors/page-answer';
import { PageMeta } from '@/features/page-kit/PageMeta';

export default async function RegisterPage() {
  return answerPage(await loadRegisterPage(), {
    view: (data) => (
      <section className="auth-page" aria-labelledby="page-title">
        <PageMeta
          title="ثبت نام"
          description="برای خرید آسان‌تر و پیگیری سفارش‌ها حساب بسازید."
          noIndex
        />
        <h1 id="page-title">ساخت حساب کاربری</h1>
        <p className="page__lead">برای خرید آسان‌تر و پیگیری سفارش‌ها حساب بسازید.</p>
        <RegisterForm {...data} />
      </section>
    ),
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
