import { describe, expect, it } from 'vitest';
import { displayPhone, toAsciiDigits, toPersianDigits } from './persian';

describe('digits', () => {
  it('shows ASCII digits as Persian digits', () => {
    expect(toPersianDigits('021-8877')).toBe('۰۲۱-۸۸۷۷');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
  });
  it('reads Persian and Arabic-Indic digits as ASCII', () => {
    expect(toAsciiDigits('۰۹۱۲')).toBe('0912');
    expect(toAsciiDigits('٠٩١٢')).toBe('0912');
    expect(toAsciiDigits('a۱b٢3')).toBe('a1b23');
  });
});

describe('displayPhone', () => {
  it('writes Persian digits with non-breaking hyphens', () => {
    expect(displayPhone('021-88776655')).toBe('۰۲۱\u2011۸۸۷۷۶۶۵۵');
  });
});
