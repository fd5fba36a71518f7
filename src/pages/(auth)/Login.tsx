import { PageMeta } from '../../features/layout/PageMeta';

export default function LoginPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="ورود" description="با شماره موبایل و رمز عبور خود وارد شوید." />
      <h1 id="page-title">ورود به حساب کاربری</h1>
      <p className="page__lead">با شماره موبایل و رمز عبور خود وارد شوید.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
