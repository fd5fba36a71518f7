import { PageMeta } from '@/features/page-kit/PageMeta';
import { LoginForm } from '@/features/auth/LoginForm';

export default function LoginPage() {
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <PageMeta title="ورود" description="با شماره موبایل و رمز عبور خود وارد شوید." noIndex />
      <h1 id="page-title">ورود به حساب کاربری</h1>
      <p className="page__lead">با شماره موبایل و رمز عبور خود وارد شوید.</p>
      <LoginForm />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
