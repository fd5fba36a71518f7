import { toAsciiDigits } from '@/lib/text/persian';

/**
 * An Iranian national code (کد ملی): ten digits, not all alike, whose last
 * digit is the check digit of the first nine (weights 10 … 2, modulo 11).
 */
export function isValidNationalCode(input: string): boolean {
  const code = normaliseNationalCode(input);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  return digits[9] === (remainder < 2 ? remainder : 11 - remainder);
}

/** ASCII digits without spaces or dashes. */
export function normaliseNationalCode(input: string): string {
  return toAsciiDigits(input).replace(/[\s-]/g, '');
}
