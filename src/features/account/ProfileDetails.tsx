'use client';

import { useState } from 'react';
import { toPersianDigits } from '@/lib/persian';
import type { UserProfile } from '@/shop-api/browser';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { TextField } from '@/ui/form/TextField';
import { fieldText } from '@/ui/form/submit-flow';
import { useSubmit } from '@/ui/form/use-submit';
import { showToast } from '@/ui/toast/toast-store';
import { browserShopApi } from '@/shop-api/browser-client';
import { userEntityOf } from '../session/session-rules';
import { readToken, saveUser } from '../session/session-store';
import { readUserIdFromToken } from '@/shop-api/token';
import { customerGroupOf } from './profile-tabs';
import { PROFILE_MESSAGES } from './messages';
import { checkProfile } from './profile-rules';
import { NameFields, NationalCodeField } from './PersonFields';
import { DetailsList } from '@/ui/DetailsList';

/** Personal details: shown, and edited with PATCH /api/shop/users (the phone stays read-only). */
export function ProfileDetails({ initial }: { initial: UserProfile }) {
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);

  const { busy, errors, onSubmit } = useSubmit({
    check: (fields) =>
      checkProfile(
        {
          firstName: fieldText(fields, 'firstName'),
          lastName: fieldText(fields, 'lastName'),
          nationalCode: fieldText(fields, 'nationalCode'),
        },
        profile.isStockHolder,
      ),
    async send(update) {
      const api = browserShopApi();
      const result = await api.updateProfile(update);
      if (!result.ok) return { form: result.message };
      // The answer is not read: the profile is read again, or else shown as sent.
      const userId = readUserIdFromToken(readToken());
      const reloaded = userId ? await api.getProfile(userId) : null;
      const saved = reloaded?.ok ? reloaded.value : { ...profile, ...update };
      setProfile(saved);
      saveUser(userEntityOf(saved));
      setEditing(false);
      showToast(PROFILE_MESSAGES.saved);
    },
  });

  const phone = <bdi dir="ltr">{toPersianDigits(profile.phoneNumber)}</bdi>;
  if (!editing) {
    return (
      <div>
        <DetailsList
          rows={[
            { term: 'نام', detail: profile.firstName || '—' },
            { term: 'نام خانوادگی', detail: profile.lastName || '—' },
            { term: 'شماره موبایل', detail: phone },
            { term: 'کد ملی', detail: profile.nationalCode ? <bdi dir="ltr">{toPersianDigits(profile.nationalCode)}</bdi> : '—' },
            { term: 'گروه مشتری', detail: customerGroupOf(profile.isStockHolder) },
            profile.isStockHolder && {
              term: 'حساب سهامداری',
              detail: profile.stockHolderAccountName ?? profile.stockHolderAccountId ?? '—',
            },
          ]}
        />
        <button type="button" className="button" onClick={() => setEditing(true)}>
          ویرایش مشخصات
        </button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy} aria-label="ویرایش مشخصات">
      <FormErrorBanner>{errors.form}</FormErrorBanner>
      <NameFields idPrefix="profile" errors={errors} defaults={profile} />
      <div className="form__row">
        <TextField
          id="profile-phone"
          label="شماره موبایل"
          value={profile.phoneNumber}
          dir="ltr"
          readOnly
          hint="شماره موبایل قابل تغییر نیست."
        />
        <NationalCodeField id="profile-national-code" defaultValue={profile.nationalCode ?? ''} errors={errors} />
      </div>
      <div className="form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'در حال ذخیره…' : 'ذخیره'}
        </button>
        <button className="button button--ghost" type="button" onClick={() => setEditing(false)}>
          انصراف
        </button>
      </div>
    </form>
  );
}
