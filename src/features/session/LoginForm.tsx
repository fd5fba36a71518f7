'use client';

import { useState, type FormEvent } from 'react';
import { Link, useRouter } from 'waku';
import { checkMobile } from '../account/phone';
import { showToast } from '../../ui/toast/toast-store';
import { useHydrated } from '../../ui/use-hydrated';
import { browserShopApi } from './browser-api';
import { startSession } from './login-flow';
import { SESSION_MESSAGES } from './messages';
import { afterLoginPath } from './redirect-target';
import { displayName } from './session-rules';

type Errors = { phone?: string; password?: string; form?: string };

/** /Login: mobile and password; back to the `redirect` target when it is a path of this site. */
export function LoginForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const redirect = new URLSearchParams(router.query).get('redirect');

  // The fields are uncontrolled and read on submit, so that what was typed
  // before hydration is kept (a controlled field's '' would win).
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    const phone = String(fields.get('phoneNumber') ?? '');
    const password = String(fields.get('password') ?? '');
    const mobile = checkMobile(phone);
    const next: Errors = {};
    if (!mobile.ok) next.phone = mobile.message;
    if (password === '') next.password = 'رمز عبور را وارد کنید.';
    setErrors(next);
    if (!mobile.ok || next.password) return;
    setBusy(true);
    const api = browserShopApi();
    const result = await api.login({ phoneNumber: mobile.value, password });
    if (!result.ok) {
      setBusy(false);
      setErrors({ form: result.message });
      return;
    }
    const user = await startSession(api, result.value);
    showToast(SESSION_MESSAGES.welcome(displayName(user)));
    await router.push(afterLoginPath(redirect));
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {errors.form ? (
        <p className="form__error form__error--banner" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="login-phone">شماره موبایل</label>
        <input
          id="login-phone"
          name="phoneNumber"
          type="tel"
          dir="ltr"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="09xxxxxxxxx"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'login-phone-error' : undefined}
        />
        {errors.phone ? (
          <p id="login-phone-error" className="form__error">
            {errors.phone}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="login-password">رمز عبور</label>
        <input
          id="login-password"
          name="password"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password ? (
          <p id="login-password-error" className="form__error">
            {errors.password}
          </p>
        ) : null}
      </div>
      {/* Disabled until hydrated: a submit before then would send the fields in the URL. */}
      <button className="button form__submit" type="submit" disabled={busy || !hydrated}>
        {busy ? 'در حال ورود…' : 'ورود'}
      </button>
      <div className="auth-layout__links">
        <Link to="/Forget-password">رمز عبور را فراموش کرده‌اید؟</Link>
        <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>ثبت نام</Link>
      </div>
    </form>
  );
}
