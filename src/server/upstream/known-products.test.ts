import { describe, expect, it } from 'vitest';
import { createKnownProducts } from './known-products';
import { KNOWN_PRODUCT_CODES } from '@/lib/limits';

const BOOK = { id: 101, code: 'BK-1001', title: 'کتاب بوف کور' };

describe('createKnownProducts', () => {
  it('names a product learned under its code for the TTL, then forgets it', () => {
    let now = 1_000;
    const known = createKnownProducts({ ttlMs: 10_000, max: 10, now: () => now });
    expect(known.byCode('BK-1001')).toBeUndefined();
    known.learn([BOOK]);
    expect(known.byCode(' BK-1001 ')).toEqual(BOOK);
    expect(known.byCode('bk-1001')).toBeUndefined();
    now += 9_999;
    expect(known.byCode('BK-1001')).toEqual(BOOK);
    now += 1;
    expect(known.byCode('BK-1001')).toBeUndefined();
  });

  it('takes what it learned last, keeps at most `max` codes and nothing with a TTL of 0', () => {
    const known = createKnownProducts({ ttlMs: 10_000, max: 2 });
    known.learn([BOOK, { id: 102, code: 'BK-1002', title: 'دو' }]);
    known.learn([{ ...BOOK, title: 'کتاب بوف کور (چاپ نو)' }]);
    expect(known.byCode('BK-1001')?.title).toBe('کتاب بوف کور (چاپ نو)');
    known.learn([{ id: 103, code: 'BK-1003', title: 'سه' }]);
    expect(known.byCode('BK-1002')).toBeUndefined();
    expect(known.byCode('BK-1003')?.id).toBe(103);

    const none = createKnownProducts({ ttlMs: 0, max: 10 });
    none.learn([BOOK]);
    expect(none.byCode('BK-1001')).toBeUndefined();
  });
});

describe('KNOWN_PRODUCT_CODES', () => {
  it('is the bound: one code more forgets the least recently used', () => {
    const known = createKnownProducts({ ttlMs: 10_000, max: KNOWN_PRODUCT_CODES });
    const codes = Array.from({ length: KNOWN_PRODUCT_CODES + 1 }, (_, index) => ({
      id: index,
      code: `P-${index}`,
      title: 'x',
    }));
    known.learn(codes.slice(0, KNOWN_PRODUCT_CODES));
    expect(known.byCode('P-0')?.id).toBe(0);
    known.learn(codes.slice(KNOWN_PRODUCT_CODES));
    expect(known.byCode('P-1')).toBeUndefined();
    expect(known.byCode('P-0')?.id).toBe(0);
    expect(known.byCode(`P-${KNOWN_PRODUCT_CODES}`)?.id).toBe(KNOWN_PRODUCT_CODES);
  });
});
