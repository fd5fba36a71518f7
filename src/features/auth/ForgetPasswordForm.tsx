'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useRouter } from 'waku';
import { toPersianDigits } from '@/lib/text/persian';
import { OtpInput } from '@/ui/otp/OtpInput';
import { DEFAULT_OTP_LENGTH, emptyOtp, isComplete } from '@/ui/otp/otp-rules';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { fieldText } from '@/ui/form/submit-flow';
import { TextField } from '@/ui/form/TextField';
import { PhoneField } from '@/ui/form/PhoneField';
import { showToast } from '@/ui/toast/toast-store';
import { useHydrated } from '@/ui/use-hydrated';
import { loadShopApi } from '@/shop-api/load-browser-client';
import { startSession } from './login-flow';
import { useWarmShopApi } from './use-warm-shop-api';
import { checkMobile } from '@/lib/text/phone';
import { RECOVERY_MESSAGES, REGISTER_MESSAGES } from './messages';
import { MIN_PASSWORD_LENGTH } from './password-rules';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@/lib/routing/route-paths';
import { navigated } from '@/lib/browser/navigated';

type Step = 'phone' | 'code' | 'password';
const STEPS: Array<[Step, string]> = [
  ['phone', 'شماره موبایل'],
  ['code', 'کد تأیید'],
  ['password', 'رمز عبور تازه'],
];
const DEFAULT_RESEND_SECONDS = 60;

/** /Forget-password: mobile number, then the one-time code, then a new password. */
export function ForgetPasswordForm() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState<string[]>(emptyOtp(DEFAULT_OTP_LENGTH));
  const [resetToken, setResetToken] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const steps = useRef<HTMLDivElement>(null);
  const warm = useWarmShopApi(steps);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  async function sendCode(number: string) {
    setBusy(true);
    const api = await loadShopApi();
    const result = await api.sendRecoveryCode(number);
    setBusy(false);
    if (!result.ok) {
      setError({ message: result.message });
      return false;
    }
    setCode(emptyOtp(result.value.codeLength));
    setResendIn(result.value.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS);
    return true;
  }

  // The fields are uncontrolled and read on submit, so that what was typed
  // before hydration is kept (a controlled field's '' would win).
  async function onPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('phoneNumber') ?? '');
    setPhone(typed);
    const checked = checkMobile(typed);
    if (!checked.ok) {
      setError({ field: 'phone', message: checked.message });
      return;
    }
    setError(null);
    setMobile(checked.value);
    if (await sendCode(checked.value)) setStep('code');
  }

  async function verify(entered: string) {
    if (busy) return;
    setError(null);
    setBusy(true);
    const api = await loadShopApi();
    const result = await api.verifyRecoveryCode({
      phoneNumber: mobile,
      code: entered,
    });
    setBusy(false);
    if (!result.ok) {
      setError({ field: 'code', message: result.message });
      return;
    }
    setResetToken(result.value);
    setStep('password');
  }

  async function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = fieldText(fields, 'password');
    const confirm = fieldText(fields, 'confirm');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError({ field: 'password', message: REGISTER_MESSAGES.password });
    if (confirm !== password)
      return setError({ field: 'confirm', message: REGISTER_MESSAGES.confirm });
    setError(null);
    setBusy(true);
    const api = await loadShopApi();
    const reset = await api.resetPassword({ phoneNumber: mobile, resetToken, password });
    if (!reset.ok) {
      setBusy(false);
      setError({ message: reset.message });
      return;
    }
    const login = await api.login({ phoneNumber: mobile, password });
    if (login.ok) await startSession(api, login.value);
    showToast(RECOVERY_MESSAGES.passwordSaved);
    await navigated(router.push(login.ok ? HOME_PATH : LOGIN_PATH));
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <div ref={steps} {...warm}>
      <ol className="steps">
        {STEPS.map(([id, label]) => (
          <li key={id} aria-current={id === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <FormErrorBanner>{error && !error.field ? error.message : null}</FormErrorBanner>
      {step === 'phone' ? (
        <form className="form" onSubmit={onPhone} noValidate aria-busy={busy}>
          <PhoneField id="recovery-phone" defaultValue={phone} error={fieldError('phone')} />
          {/* Disabled until hydrated: a submit before then would send the phone in the URL. */}
          <button className="button form__submit" type="submit" disabled={busy || !hydrated}>
            {busy ? 'در حال ارسال…' : 'ارسال کد تأیید'}
          </button>
        </form>
      ) : null}
      {step === 'code' ? (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (isComplete(code, code.length)) void verify(code.join(''));
          }}
          noValidate
          aria-busy={busy}
        >
          <p className="field__hint">
            کد {toPersianDigits(code.length)} رقمی ارسال‌شده به{' '}
            <bdi dir="ltr">{toPersianDigits(mobile)}</bdi> را وارد کنید.
          </p>
          <OtpInput
            values={code}
            onChange={setCode}
            onComplete={(entered) => void verify(entered)}
            label="کد تأیید"
            invalid={Boolean(fieldError('code'))}
            disabled={busy}
          />
          {fieldError('code') ? (
            <p className="form__error" role="alert">
              {fieldError('code')}
            </p>
          ) : null}
          <button
            className="button form__submit"
            type="submit"
            disabled={busy || !isComplete(code, code.length)}
          >
            تأیید کد
          </button>
          <p className="field__hint" aria-live="polite">
            {resendIn > 0 ? (
              `ارسال دوباره کد تا ${toPersianDigits(resendIn)} ثانیه دیگر`
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() => void sendCode(mobile)}
              >
                ارسال دوباره کد
              </button>
            )}
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setStep('phone');
              setError(null);
            }}
          >
            تغییر شماره موبایل
          </button>
        </form>
      ) : null}
      {step === 'password' ? (
        <form className="form" onSubmit={onPassword} noValidate aria-busy={busy}>
          <TextField
            id="recovery-password"
            name="password"
            label="رمز عبور تازه"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            error={fieldError('password')}
            hint="دست‌کم ۶ نویسه"
          />
          <TextField
            id="recovery-confirm"
            name="confirm"
            label="تکرار رمز عبور تازه"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            error={fieldError('confirm')}
          />
          <button className="button form__submit" type="submit" disabled={busy}>
            {busy ? 'در حال ذخیره…' : 'ذخیره رمز عبور'}
          </button>
        </form>
      ) : null}
      <div className="auth-layout__links">
        <Link to={LOGIN_PATH}>بازگشت به ورود</Link>
        <Link to={REGISTER_PATH}>ثبت نام</Link>
      </div>
    </div>
  );
}
