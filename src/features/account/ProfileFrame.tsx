import 'server-only';
import type { ReactNode } from 'react';
import { PageMeta } from '@/features/page-kit/PageMeta';

/**
 * The /Profile page around its tabs or its notice; the badge once the profile
 * says stock holder.
 */
export function ProfileFrame({
  stockHolder,
  children,
}: {
  stockHolder: boolean;
  children: ReactNode;
}) {
  return (
    <section className="page container profile" aria-labelledby="page-title">
      <PageMeta
        title="حساب کاربری"
        description="مشخصات، نشانی‌ها، سفارش‌ها و فاکتورهای شما."
        noIndex
      />
      <div className="profile__header">
        <h1 id="page-title">حساب کاربری</h1>
        {stockHolder ? <span className="badge badge--stock-holder">سهامدار</span> : null}
      </div>
      {children}
    </section>
  );
}
