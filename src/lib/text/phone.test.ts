import { describe, expect, it } from 'vitest';
import { checkMobile, isValidMobile, normaliseMobile } from './phone';

describe('mobile numbers', () => {
  it('normalises every form to 09xxxxxxxxx', () => {
    for (const input of [
      '09121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '٠٩١٢١٢٣٤٥٦٧',
      '+989121234567',
      '+۹۸۹۱۲۱۲۳۴۵۶۷',
      '989121234567',
      '00989121234567',
      '9121234567',
      '0912 123 4567',
      '0912-123-4567',
      ' (0912) 1234567 ',
      '۰۹۱۲1234567',
    ]) {
      expect(normaliseMobile(input), input).toBe('09121234567');
    }
  });

  it('accepts only 09 and nine more digits', () => {
    expect(isValidMobile('09121234567')).toBe(true);
    for (const bad of [
      '0912123456',
      '091212345678',
      '08121234567',
      '9121234567',
      '0912123456a',
      '',
    ]) {
      expect(isValidMobile(bad), bad).toBe(false);
    }
  });

  it('explains what is wrong in Persian', () => {
    expect(checkMobile('۰۹۱۲۰۰۰۰۰۰۰')).toEqual({ ok: true, value: '09120000000' });
    expect(checkMobile('  ')).toEqual({ ok: false, message: 'شماره موبایل را وارد کنید.' });
    expect(checkMobile('12345')).toMatchObject({ ok: false });
    expect(checkMobile('+1 555 1234567')).toMatchObject({ ok: false });
    expect(checkMobile('98912123456')).toMatchObject({ ok: false });
  });
});
