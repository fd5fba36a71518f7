'use client';

import { useState, type FormEvent } from 'react';
import { toPersianDigits } from '../../lib/persian';
import type { UserProfile } from '../../shop-api/browser';
import { showToast } from '../../ui/toast/toast-store';
import { browserShopApi } from '../session/browser-api';
import { userEntityOf } from '../session/session-rules';
import { readToken, saveUser } from '../session/session-store';
import { readUserIdFromToken } from '../../shop-api/token';
import { isValidNationalCode, normaliseNationalCode } from './national-code';
import { customerGroupOf } from './profile-tabs';
import { PROFILE_MESSAGES, REGISTER_MESSAGES } from './messages';
import { TextField } from '../../ui/form/TextField';

/** Personal details: shown, and edited with PATCH /api/shop/users (the phone stays read-only). */
export function ProfileDetails({ initial }: { initial: UserProfile }) {
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(initial.firstName);
  const [lastName, setLastName] = useState(initial.lastName);
  const [nationalCode, setNationalCode] = useState(initial.nationalCode ?? '');
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; nationalCode?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const code = normaliseNationalCode(nationalCode);
    const next: typeof errors = {};
    if (firstName.trim() === '') next.firstName = REGISTER_MESSAGES.firstName;
    if (lastName.trim() === '') next.lastName = REGISTER_MESSAGES.lastName;
    if (code === '' && profile.isStockHolder) next.nationalCode = REGISTER_MESSAGES.nationalCodeRequired;
    else if (code !== '' && !isValidNationalCode(code)) next.nationalCode = REGISTER_MESSAGES.nationalCodeInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    const api = browserShopApi();
    const update = { firstName: firstName.trim(), lastName: lastName.trim(), nationalCode: code === '' ? null : code };
    const result = await api.updateProfile(update);
    if (!result.ok) {
      setBusy(false);
      setErrors({ form: result.message });
      return;
    }
    // The answer is not read: the profile is read again, or else shown as sent.
    const userId = readUserIdFromToken(readToken());
    const reloaded = userId ? await api.getProfile(userId) : null;
    setBusy(false);
    const saved = reloaded?.ok ? reloaded.value : { ...profile, ...update };
    setProfile(saved);
    saveUser(userEntityOf(saved));
    setEditing(false);
    showToast(PROFILE_MESSAGES.saved);
  }

  const phone = <bdi dir="ltr">{toPersianDigits(profile.phoneNumber)}</bdi>;
  if (!editing) {
    return (
      <div>
        <dl className="details-list">
          <div><dt>نام</dt><dd>{profile.firstName || '—'}</dd></div>
          <div><dt>نام خانوادگی</dt><dd>{profile.lastName || '—'}</dd></div>
          <div><dt>شماره موبایل</dt><dd>{phone}</dd></div>
          <div><dt>کد ملی</dt><dd>{profile.nationalCode ? <bdi dir="ltr">{toPersianDigits(profile.nationalCode)}</bdi> : '—'}</dd></div>
          <div><dt>گروه مشتری</dt><dd>{customerGroupOf(profile.isStockHolder)}</dd></div>
          {profile.isStockHolder ? (
            <div><dt>حساب سهامداری</dt><dd>{profile.stockHolderAccountName ?? profile.stockHolderAccountId ?? '—'}</dd></div>
          ) : null}
        </dl>
        <button type="button" className="button" onClick={() => setEditing(true)}>
          ویرایش مشخصات
        </button>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy} aria-label="ویرایش مشخصات">
      {errors.form ? <p className="form__error form__error--banner" role="alert">{errors.form}</p> : null}
      <div className="form__row">
        <TextField id="profile-first-name" label="نام" value={firstName} autoComplete="given-name"
          onChange={(event) => setFirstName(event.target.value)} error={errors.firstName} />
        <TextField id="profile-last-name" label="نام خانوادگی" value={lastName} autoComplete="family-name"
          onChange={(event) => setLastName(event.target.value)} error={errors.lastName} />
      </div>
      <div className="form__row">
        <TextField id="profile-phone" label="شماره موبایل" value={profile.phoneNumber} dir="ltr" readOnly
          hint="شماره موبایل قابل تغییر نیست." />
        <TextField id="profile-national-code" label="کد ملی" value={nationalCode} dir="ltr" inputMode="numeric"
          maxLength={12} onChange={(event) => setNationalCode(event.target.value)} error={errors.nationalCode} />
      </div>
      <div className="form__actions">
        <button className="button" type="submit" disabled={busy}>{busy ? 'در حال ذخیره…' : 'ذخیره'}</button>
        <button className="button button--ghost" type="button" onClick={() => setEditing(false)}>انصراف</button>
      </div>
    </form>
  );
}
