import { describe, expect, it } from 'vitest';
import { checkProfile } from './profile-rules';

describe('checkProfile', () => {
  it('sends trimmed names and the national code in ASCII digits, or null without one', () => {
    expect(
      checkProfile({ firstName: ' مریم ', lastName: 'احمدی', nationalCode: '' }, false),
    ).toEqual({
      ok: true,
      input: { firstName: 'مریم', lastName: 'احمدی', nationalCode: null },
    });
    expect(
      checkProfile({ firstName: 'مریم', lastName: 'احمدی', nationalCode: '۰۴۵۳۹۲۸۱۷۱' }, true),
    ).toMatchObject({
      ok: true,
      input: { nationalCode: '0453928171' },
    });
  });

  it('asks for the names, and a stock holder for a valid national code', () => {
    expect(checkProfile({ firstName: ' ', lastName: '', nationalCode: '' }, true)).toEqual({
      ok: false,
      errors: {
        firstName: 'نام را وارد کنید.',
        lastName: 'نام خانوادگی را وارد کنید.',
        nationalCode: 'کد ملی را وارد کنید.',
      },
    });
    expect(
      checkProfile({ firstName: 'مریم', lastName: 'احمدی', nationalCode: '0453928172' }, false),
    ).toEqual({
      ok: false,
      errors: { nationalCode: 'کد ملی معتبر نیست.' },
    });
  });
});
