import { describe, expect, it } from 'vitest';
import type { ApiResult, ProductDetail } from '@/shop-api/index';
import { failure, success } from '@/shop-api/result';
import {
  PRODUCT_PICTURE_KEEP_MS,
  PRODUCT_PICTURE_READS,
  PRODUCT_PICTURE_RETRY_MS,
  PRODUCT_PICTURES_KEPT,
} from '@/lib/limits';
import { createProductPictureLookup } from './product-pictures';

const MEDIA = '1da190a8-e0c8-551a-9f5e-34aabb2fd33e';

function product(images: string[]): ProductDetail {
  return { images } as unknown as ProductDetail;
}

/** A lookup over a catalogue of answers by id, counting the reads, on a clock the test moves. */
function harness(answers: Record<string, () => ApiResult<ProductDetail | null>>) {
  const reads: string[] = [];
  let time = 1_000_000;
  const lookup = createProductPictureLookup({
    getProduct: async (id) => {
      reads.push(id);
      return (answers[id] ?? (() => success(null)))();
    },
    imageBaseUrl: '/media/',
    now: () => time,
  });
  return { lookup, reads, pass: (ms: number) => (time += ms) };
}

describe('createProductPictureLookup', () => {
  it('gives the first picture that is the shop’s own, else the first placeholder', async () => {
    const t = harness({
      '1': () => success(product(['https://elsewhere.example/x.jpg', MEDIA])),
      '2': () => success(product([])),
    });
    expect(await t.lookup('1')).toEqual({ kind: 'variants', source: { kind: 'media', id: MEDIA } });
    expect(await t.lookup('2')).toEqual({ kind: 'static', path: '/images/placeholder-1.svg' });
  });

  it('gives null for a product the catalogue does not have, and for a failed read', async () => {
    const t = harness({ '3': () => failure('network', 'خطا در برقراری ارتباط با سرور') });
    expect(await t.lookup('404')).toBeNull();
    expect(await t.lookup('3')).toBeNull();
  });

  it('reads each product once for concurrent requests and keeps it, then reads it again', async () => {
    const t = harness({ '1': () => success(product([MEDIA])) });
    await Promise.all([t.lookup('1'), t.lookup('1'), t.lookup('1')]);
    await t.lookup('1');
    expect(t.reads).toEqual(['1']);
    t.pass(PRODUCT_PICTURE_KEEP_MS + 1);
    await t.lookup('1');
    expect(t.reads).toEqual(['1', '1']);
  });

  it('asks again for a missing or failed product only after the retry time', async () => {
    let answer: ApiResult<ProductDetail | null> = failure('timeout', 'دیر شد');
    const t = harness({ '5': () => answer });
    expect(await t.lookup('5')).toBeNull();
    answer = success(product([MEDIA]));
    expect(await t.lookup('5')).toBeNull();
    expect(t.reads).toEqual(['5']);
    t.pass(PRODUCT_PICTURE_RETRY_MS + 1);
    expect(await t.lookup('5')).toEqual({ kind: 'variants', source: { kind: 'media', id: MEDIA } });
  });

  it(`reads at most ${PRODUCT_PICTURE_READS} products at once; the next waits`, async () => {
    let open = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const lookup = createProductPictureLookup({
      getProduct: (id) => {
        open++;
        most = Math.max(most, open);
        return new Promise((resolve) =>
          release.push(() => {
            open--;
            resolve(success(product([id])));
          }),
        );
      },
      imageBaseUrl: '/media/',
    });
    const all = Promise.all(
      Array.from({ length: PRODUCT_PICTURE_READS + 1 }, (_, n) => lookup(String(n + 1))),
    );
    await expect.poll(() => release.length).toBe(PRODUCT_PICTURE_READS);
    expect(open).toBe(PRODUCT_PICTURE_READS);
    while (release.length > 0) release.shift()?.();
    await expect.poll(() => release.length).toBe(1);
    release.shift()?.();
    await all;
    expect(most).toBe(PRODUCT_PICTURE_READS);
  });

  it(`remembers ${PRODUCT_PICTURES_KEPT} products, forgetting the least recently used beyond`, async () => {
    const t = harness(
      Object.fromEntries(
        Array.from({ length: PRODUCT_PICTURES_KEPT + 1 }, (_, n) => [
          String(n),
          () => success(product([MEDIA])),
        ]),
      ),
    );
    for (let n = 0; n < PRODUCT_PICTURES_KEPT; n++) await t.lookup(String(n));
    await t.lookup('0');
    expect(t.reads).toHaveLength(PRODUCT_PICTURES_KEPT);
    await t.lookup(String(PRODUCT_PICTURES_KEPT));
    await t.lookup('1');
    expect(t.reads.slice(-2)).toEqual([String(PRODUCT_PICTURES_KEPT), '1']);
  });
});
