'use client';

import { useRef } from 'react';
import { Link, useRouter } from 'waku';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { TextField } from '@/ui/form/TextField';
import { PhoneField } from '@/ui/form/PhoneField';
import { useSubmit } from '@/ui/form/use-submit';
import { showToast } from '@/ui/toast/toast-store';
import { useHydrated } from '@/ui/use-hydrated';
import { loadShopApi } from '@/shop-api/load-browser-client';
import { startSession } from './login-flow';
import { useWarmShopApi } from './use-warm-shop-api';
import { checkLogin } from './login-rules';
import { LOGIN_MESSAGES } from './login-messages';
import { afterLoginPath } from './redirect-target';
import { displayName } from '../session/session-rules';
import { FORGET_PASSWORD_PATH, REGISTER_PATH, withReturnTo } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

/** /Login: mobile and password; back to the `redirect` target when it is a path of this site. */
export function LoginForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const redirect = new URLSearchParams(router.query).get('redirect');
  const form = useRef<HTMLFormElement>(null);
  const warm = useWarmShopApi(form);
  // The fields are uncontrolled and read on submit, so that what was typed
  // before hydration is kept (a controlled field's '' would win).
  const { busy, errors, onSubmit } = useSubmit({
    check: checkLogin,
    leaves: true,
    async send(input) {
      const api = await loadShopApi();
      const result = await api.login(input);
      if (!result.ok) return { form: result.message };
      const user = await startSession(api, result.value);
      showToast(LOGIN_MESSAGES.welcome(displayName(user)));
      await navigated(router.push(afterLoginPath(redirect)));
    },
  });

  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={busy} {...warm}>
      <FormErrorBanner>{errors.form}</FormErrorBanner>
      <PhoneField id="login-phone" error={errors.phone} />
      <TextField
        id="login-password"
        name="password"
        label="رمز عبور"
        type="password"
        dir="ltr"
        autoComplete="current-password"
        error={errors.password}
      />
      {/* Disabled until hydrated: a submit before then would send the fields in the URL. */}
      <button className="button form__submit" type="submit" disabled={busy || !hydrated}>
        {busy ? 'در حال ورود…' : 'ورود'}
      </button>
      <div className="auth-layout__links">
        <Link to={FORGET_PASSWORD_PATH}>رمز عبور را فراموش کرده‌اید؟</Link>
        <Link to={withReturnTo(REGISTER_PATH, redirect)}>ثبت نام</Link>
      </div>
    </form>
  );
}
