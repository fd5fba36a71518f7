'use client';

import type { UserProfile } from '@/shop-api/browser';
import { FormActions } from '@/ui/form/FormActions';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { TextField } from '@/ui/form/TextField';
import { fieldText } from '@/ui/form/submit-flow';
import { useSubmit } from '@/ui/form/use-submit';
import { showToast } from '@/ui/toast/toast-store';
import { browserShopApi } from '@/shop-api/browser-client';
import { userEntityOf } from '../session/session-rules';
import { readToken, saveUser } from '../session/session-store';
import { readUserIdFromToken } from '@/shop-api/token';
import { PROFILE_MESSAGES } from './messages';
import { checkProfile } from './profile-rules';
import { NameFields, NationalCodeField } from './PersonFields';

type Props = {
  profile: UserProfile;
  /** The profile as saved (read back, or else as sent). */
  onSaved: (saved: UserProfile) => void;
  onCancel: () => void;
};

/**
 * The personal details form (PATCH /api/shop/users), loaded by ProfileDetails
 * when a shopper edits.
 */
export default function ProfileForm({ profile, onSaved, onCancel }: Props) {
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
      saveUser(userEntityOf(saved));
      onSaved(saved);
      showToast(PROFILE_MESSAGES.saved);
    },
  });

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy}
      aria-label="ویرایش مشخصات"
    >
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
        <NationalCodeField
          id="profile-national-code"
          defaultValue={profile.nationalCode ?? ''}
          errors={errors}
        />
      </div>
      <FormActions busy={busy} saveLabel="ذخیره" onCancel={onCancel} />
    </form>
  );
}
