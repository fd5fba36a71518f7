import { describe, expect, it } from 'vitest';
import { pickByCode } from './product-code';

const items = (codes: string[]) =>
  codes.map((code, index) => ({ id: String(index + 1), code, title: code, price: 1 }));

describe('pickByCode', () => {
  it('takes the exact code, not one that merely contains it', () => {
    expect(pickByCode(items(['BK-10010', 'BK-1001']), 'BK-1001')?.id).toBe('2');
  });

  it('falls back to a match that differs only in case', () => {
    expect(pickByCode(items(['bk-1001']), 'BK-1001')?.code).toBe('bk-1001');
  });

  it('searches only the first 20 results', () => {
    const codes = Array.from({ length: 25 }, (_, index) => `X-${index}`);
    expect(pickByCode(items(codes), 'X-19')?.code).toBe('X-19');
    expect(pickByCode(items(codes), 'X-20')).toBeNull();
  });
});
