import { describe, expect, it } from 'vitest';
import { checkLogin } from './login-rules';

function fields(phoneNumber: string, password: string): FormData {
  const data = new FormData();
  data.set('phoneNumber', phoneNumber);
  data.set('password', password);
  return data;
}

describe('checkLogin', () => {
  it('sends the normalised number and the password as typed', () => {
    expect(checkLogin(fields('۰۹۱۲ ۰۰۰ ۰۰۰۰', ' demo1234'))).toEqual({
      ok: true,
      input: { phoneNumber: '09120000000', password: ' demo1234' },
    });
  });

  it('names every missing or wrong field in Persian', () => {
    expect(checkLogin(fields('', ''))).toEqual({
      ok: false,
      errors: { phone: 'شماره موبایل را وارد کنید.', password: 'رمز عبور را وارد کنید.' },
    });
    expect(checkLogin(fields('12345', 'x'))).toEqual({
      ok: false,
      errors: { phone: 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹.' },
    });
  });
});
