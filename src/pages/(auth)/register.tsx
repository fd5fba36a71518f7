import { RegisterForm } from '@/features/auth/RegisterForm';
import { PageMeta } from '@/server/PageMeta';
import { publicShopApi } from '@/server/shop-api';
import { logger } from '@/server/logger';

export default async function RegisterPage() {
  const tree = await publicShopApi().getStockHolderNodes();
  if (!tree.ok) logger().warn({ kind: tree.kind, reason: tree.message }, 'stock-holder tree failed');
  return (
    <section className="auth-page" aria-labelledby="page-title">
      <PageMeta title="ثبت نام" description="برای خرید آسان‌تر و پیگیری سفارش‌ها حساب بسازید." noIndex />
      <h1 id="page-title">ساخت حساب کاربری</h1>
      <p className="page__lead">برای خرید آسان‌تر و پیگیری سفارش‌ها حساب بسازید.</p>
      <RegisterForm stockHolderTree={tree.ok ? tree.value : null} treeError={tree.ok ? null : tree.message} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
