import { describe, expect, it } from 'vitest';
import { isValidNationalCode } from './national-code';

describe('national code check digit', () => {
  it('accepts codes whose check digit matches', () => {
    // 0453928171: the demo stock holder; remainder < 2 and ≥ 2 cases both covered.
    for (const code of ['0453928171', '0010350829', '0499370899', '۰۴۵۳۹۲۸۱۷۱', '045-392-8171']) {
      expect(isValidNationalCode(code), code).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length and repeated digits', () => {
    for (const code of [
      '0453928172',
      '0453928170',
      '045392817',
      '04539281711',
      '1111111111',
      '0000000000',
      'abcdefghij',
      '',
    ]) {
      expect(isValidNationalCode(code), code).toBe(false);
    }
  });

  it('agrees with the rule for every check digit of one prefix', () => {
    const prefix = '123456789';
    const valid = Array.from({ length: 10 }, (_, digit) => `${prefix}${digit}`).filter(
      isValidNationalCode,
    );
    expect(valid).toEqual(['1234567891']);
  });
});
