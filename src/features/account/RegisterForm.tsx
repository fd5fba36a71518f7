'use client';

import { useState, type FormEvent } from 'react';
import { Link, useRouter } from 'waku';
import type { StockHolderNode } from '../../shop-api/browser';
import { showToast } from '../../ui/toast/toast-store';
import { browserShopApi } from '../../shop-api/browser-client';
import { startSession } from '../session/login-flow';
import { afterLoginPath } from '../session/redirect-target';
import { checkRegistration, type RegisterErrors, type RegisterValues } from './register-rules';
import { StockHolderPicker } from './StockHolderPicker';
import { TextField } from './TextField';
import { REGISTER_MESSAGES } from './messages';

type Props = { stockHolderTree: StockHolderNode | null; treeError: string | null };

const INITIAL: RegisterValues = {
  firstName: '',
  lastName: '',
  phone: '',
  password: '',
  confirm: '',
  customerType: 'regular',
  stockHolderAccountId: null,
  nationalCode: '',
};

/** /register: a regular customer or a stock holder (a leaf of the tree and a national code). */
export function RegisterForm({ stockHolderTree, treeError }: Props) {
  const router = useRouter();
  const [values, setValues] = useState(INITIAL);
  const [errors, setErrors] = useState<RegisterErrors & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const redirect = new URLSearchParams(router.query).get('redirect');
  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkRegistration(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const api = browserShopApi();
    const signup = await api.signup(checked.input);
    if (!signup.ok) {
      setBusy(false);
      // 409: the phone is already registered — shown next to the phone field.
      setErrors(signup.kind === 'alreadyExist' ? { phone: signup.message } : { form: signup.message });
      return;
    }
    let token = signup.value;
    if (!token) {
      const login = await api.login({ phoneNumber: checked.input.phoneNumber, password: checked.input.password });
      if (!login.ok) {
        setBusy(false);
        setErrors({ form: login.message });
        return;
      }
      token = login.value;
    }
    await startSession(api, token);
    showToast(REGISTER_MESSAGES.registered);
    await router.push(afterLoginPath(redirect));
  }

  const stockHolder = values.customerType === 'stockHolder';
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {errors.form ? (
        <p className="form__error form__error--banner" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="form__row">
        <TextField id="register-first-name" label="نام" autoComplete="given-name" value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)} error={errors.firstName} />
        <TextField id="register-last-name" label="نام خانوادگی" autoComplete="family-name" value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)} error={errors.lastName} />
      </div>
      <TextField id="register-phone" label="شماره موبایل" type="tel" dir="ltr" inputMode="numeric" autoComplete="tel"
        placeholder="09xxxxxxxxx" value={values.phone} onChange={(event) => set('phone', event.target.value)}
        error={errors.phone} />
      <div className="form__row">
        <TextField id="register-password" label="رمز عبور" type="password" dir="ltr" autoComplete="new-password"
          value={values.password} onChange={(event) => set('password', event.target.value)} error={errors.password}
          hint="دست‌کم ۶ نویسه" />
        <TextField id="register-confirm" label="تکرار رمز عبور" type="password" dir="ltr" autoComplete="new-password"
          value={values.confirm} onChange={(event) => set('confirm', event.target.value)} error={errors.confirm} />
      </div>
      <fieldset className="field">
        <legend>نوع مشتری</legend>
        <div className="choice-group">
          <label className="choice">
            <input type="radio" name="customerType" value="regular" checked={!stockHolder}
              onChange={() => set('customerType', 'regular')} />
            کاربر عادی
          </label>
          <label className="choice">
            <input type="radio" name="customerType" value="stockHolder" checked={stockHolder}
              onChange={() => set('customerType', 'stockHolder')} />
            سهامدار
          </label>
        </div>
      </fieldset>
      {stockHolder ? (
        stockHolderTree ? (
          <>
            <StockHolderPicker tree={stockHolderTree} value={values.stockHolderAccountId}
              onChange={(id) => set('stockHolderAccountId', id)} error={errors.stockHolderAccountId} />
            <TextField id="register-national-code" label="کد ملی" dir="ltr" inputMode="numeric" maxLength={12}
              autoComplete="off" value={values.nationalCode} onChange={(event) => set('nationalCode', event.target.value)}
              error={errors.nationalCode} />
          </>
        ) : (
          <p className="form__error form__error--banner" role="alert">
            {treeError ?? 'فهرست گروه‌های سهامداری در دسترس نیست.'} ثبت نام سهامدار فعلاً ممکن نیست.
          </p>
        )
      ) : null}
      <button className="button form__submit" type="submit" disabled={busy || (stockHolder && !stockHolderTree)}>
        {busy ? 'در حال ثبت نام…' : 'ثبت نام'}
      </button>
      <div className="auth-layout__links">
        <span>حساب دارید؟</span>
        <Link to={redirect ? `/Login?redirect=${encodeURIComponent(redirect)}` : '/Login'}>ورود</Link>
      </div>
    </form>
  );
}
