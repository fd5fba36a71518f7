'use client';

import { useEffect, useRef, useState } from 'react';
import { Link, useRouter } from 'waku';
import type { Id, SignupInput, StockHolderNode } from '@/shop-api/browser';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { TextField } from '@/ui/form/TextField';
import { PhoneField } from '@/ui/form/PhoneField';
import { fieldText } from '@/ui/form/submit-flow';
import { useSubmit } from '@/ui/form/use-submit';
import { showToast } from '@/ui/toast/toast-store';
import { useHydrated } from '@/ui/use-hydrated';
import { loadShopApi } from '@/shop-api/load-browser-client';
import { startSession } from './login-flow';
import { useWarmShopApi } from './use-warm-shop-api';
import { afterLoginPath } from './redirect-target';
import { checkRegistration, type RegisterErrors, type RegisterValues } from './register-rules';
import { NameFields, NationalCodeField } from '../account/PersonFields';
import { StockHolderPicker } from './StockHolderPicker';
import { REGISTER_MESSAGES } from './messages';
import { loginPath } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

type Props = { stockHolderTree: StockHolderNode | null; treeError: string | null };
type CustomerType = RegisterValues['customerType'];

/**
 * The typed fields as the form holds them (uncontrolled, so that text typed
 * before hydration is kept).
 */
function typedValues(fields: FormData) {
  return {
    firstName: fieldText(fields, 'firstName'),
    lastName: fieldText(fields, 'lastName'),
    phone: fieldText(fields, 'phoneNumber'),
    password: fieldText(fields, 'password'),
    confirm: fieldText(fields, 'confirm'),
    nationalCode: fieldText(fields, 'nationalCode'),
  };
}

/** /register: a regular customer or a stock holder (a leaf of the tree and a national code). */
export function RegisterForm({ stockHolderTree, treeError }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const warm = useWarmShopApi(form);
  const [customerType, setCustomerType] = useState<CustomerType>('regular');
  const [stockHolderAccountId, setStockHolderAccountId] = useState<Id | null>(null);
  const redirect = new URLSearchParams(router.query).get('redirect');

  // The customer type may have been chosen before hydration: the radios are
  // uncontrolled and the state follows what they hold.
  useEffect(() => {
    const chosen = form.current?.elements.namedItem('customerType');
    if (chosen instanceof RadioNodeList && chosen.value === 'stockHolder')
      setCustomerType('stockHolder');
  }, []);

  const { busy, errors, onSubmit } = useSubmit<SignupInput, RegisterErrors & { form?: string }>({
    check: (fields) =>
      checkRegistration({ ...typedValues(fields), customerType, stockHolderAccountId }),
    leaves: true,
    async send(input) {
      const api = await loadShopApi();
      const signup = await api.signup(input);
      // 409: the phone is already registered — shown next to the phone field.
      if (!signup.ok)
        return signup.kind === 'alreadyExist'
          ? { phone: signup.message }
          : { form: signup.message };
      let token = signup.value;
      if (!token) {
        const login = await api.login({ phoneNumber: input.phoneNumber, password: input.password });
        if (!login.ok) return { form: login.message };
        token = login.value;
      }
      await startSession(api, token);
      showToast(REGISTER_MESSAGES.registered);
      await navigated(router.push(afterLoginPath(redirect)));
    },
  });

  const stockHolder = customerType === 'stockHolder';
  return (
    <form ref={form} className="form" onSubmit={onSubmit} noValidate aria-busy={busy} {...warm}>
      <FormErrorBanner>{errors.form}</FormErrorBanner>
      <NameFields idPrefix="register" errors={errors} />
      <PhoneField id="register-phone" error={errors.phone} />
      <div className="form__row">
        <TextField
          id="register-password"
          name="password"
          label="رمز عبور"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.password}
          hint="دست‌کم ۶ نویسه"
        />
        <TextField
          id="register-confirm"
          name="confirm"
          label="تکرار رمز عبور"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.confirm}
        />
      </div>
      <fieldset className="field">
        <legend>نوع مشتری</legend>
        <div className="choice-group">
          <label className="choice">
            <input
              type="radio"
              name="customerType"
              value="regular"
              defaultChecked
              onChange={() => setCustomerType('regular')}
            />
            کاربر عادی
          </label>
          <label className="choice">
            <input
              type="radio"
              name="customerType"
              value="stockHolder"
              onChange={() => setCustomerType('stockHolder')}
            />
            سهامدار
          </label>
        </div>
      </fieldset>
      {stockHolder ? (
        stockHolderTree ? (
          <>
            <StockHolderPicker
              tree={stockHolderTree}
              value={stockHolderAccountId}
              onChange={setStockHolderAccountId}
              error={errors.stockHolderAccountId}
            />
            <NationalCodeField id="register-national-code" errors={errors} />
          </>
        ) : (
          <FormErrorBanner>
            {treeError ?? REGISTER_MESSAGES.noStockHolderTree}{' '}
            {REGISTER_MESSAGES.stockHolderUnavailable}
          </FormErrorBanner>
        )
      ) : null}
      {/* Disabled until hydrated: a submit before then would send the fields in the URL. */}
      <button
        className="button form__submit"
        type="submit"
        disabled={busy || !hydrated || (stockHolder && !stockHolderTree)}
      >
        {busy ? 'در حال ثبت نام…' : 'ثبت نام'}
      </button>
      <div className="auth-layout__links">
        <span>حساب دارید؟</span>
        <Link to={loginPath(redirect)}>ورود</Link>
      </div>
    </form>
  );
}
