'use client';

import { lazy, useState } from 'react';
import { toPersianDigits } from '@/lib/text/persian';
import type { UserProfile } from '@/shop-api/browser';
import { LazyPart } from '@/ui/LazyPart';
import { customerGroupOf } from '@/lib/routing/profile-tabs';
import { DetailsList } from '@/ui/DetailsList';
import { useHydrated } from '@/ui/use-hydrated';

const ProfileForm = lazy(() => import('./ProfileForm'));

/**
 * Personal details: shown, and edited with PATCH /api/shop/users (the phone
 * stays read-only). The form is a chunk of its own, loaded when a shopper
 * edits: most visits to the profile only read it (docs/decisions/0010).
 */
export function ProfileDetails({ initial }: { initial: UserProfile }) {
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const hydrated = useHydrated();

  if (editing) {
    return (
      <LazyPart loading={<p role="status">در حال آماده‌سازی فرم مشخصات…</p>}>
        <ProfileForm
          profile={profile}
          onSaved={(saved) => {
            setProfile(saved);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </LazyPart>
    );
  }
  return (
    <div>
      <DetailsList
        rows={[
          { term: 'نام', detail: profile.firstName || '—' },
          { term: 'نام خانوادگی', detail: profile.lastName || '—' },
          {
            term: 'شماره موبایل',
            detail: <bdi dir="ltr">{toPersianDigits(profile.phoneNumber)}</bdi>,
          },
          {
            term: 'کد ملی',
            detail: profile.nationalCode ? (
              <bdi dir="ltr">{toPersianDigits(profile.nationalCode)}</bdi>
            ) : (
              '—'
            ),
          },
          { term: 'گروه مشتری', detail: customerGroupOf(profile.isStockHolder) },
          profile.isStockHolder && {
            term: 'حساب سهامداری',
            detail: profile.stockHolderAccountName ?? profile.stockHolderAccountId ?? '—',
          },
        ]}
      />
      <button
        type="button"
        className="button"
        disabled={!hydrated}
        onClick={() => setEditing(true)}
      >
        ویرایش مشخصات
      </button>
    </div>
  );
}
