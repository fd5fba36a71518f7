import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeed } from './seed';
import type { Category } from './seed-schema';
import { strictCode, strictSeed, strictTitle } from './strict-seed';
import { FIXTURES_DIR } from '@test-support/servers/fixture-shop';

const seed = loadSeed(path.join(FIXTURES_DIR, 'default'));
const strict = strictSeed(seed);

function leafIds(node: Category): number[] {
  return node.children.length === 0 ? [node.id] : node.children.flatMap(leafIds);
}

describe('the strict seed, derived from the default seed', () => {
  it('keeps every product, id, price, image and unit; only codes, titles and categories change', () => {
    expect(strict.products.map((product) => product.id)).toEqual(
      seed.products.map((product) => product.id),
    );
    strict.products.forEach((product, index) => {
      const {
        code: _code,
        title: _title,
        parentDetailedAccountId: _category,
        ...rest
      } = seed.products[index]!;
      expect(product).toMatchObject(rest);
    });
    expect(strict.categories).toEqual(seed.categories);
    expect(strict.users).toEqual(seed.users);
  });

  it('keeps products only in leaf categories: a product of a parent moves to its first leaf', () => {
    const leaves = new Set(leafIds(strict.categories));
    expect(strict.products.every((product) => leaves.has(product.parentDetailedAccountId))).toBe(
      true,
    );
    const moved = (id: number) =>
      strict.products.find((product) => product.id === id)?.parentDetailedAccountId;
    // 108 was in «کتاب» (10), 116 in «لوازم التحریر» (20), 126 in «دیجیتال» (30).
    expect([moved(108), moved(116), moved(126)]).toEqual([11, 21, 31]);
    expect(moved(138)).toBe(60); // «اسباب بازی» has no children: a leaf already
  });

  it('writes codes in Persian letters and digits, with a hyphen, nothing, a space or a slash', () => {
    expect(
      ['BK-1001', 'BK-1002', 'BK-1003', 'BK-1004'].map((code, index) =>
        strictCode(101 + index, code),
      ),
    ).toEqual(['بک۱۰۰۱', 'بک ۱۰۰۲', 'بک/۱۰۰۳', 'بک-۱۰۰۴']);
    for (const product of strict.products)
      expect(product.code).toMatch(/^[\u0600-\u06FF]+[-\s/]?[۰-۹]+$/);
    expect(new Set(strict.products.map((product) => product.code)).size).toBe(
      strict.products.length,
    );
  });

  it('spells every third title with Arabic yeh and kaf, and gives some others ASCII digits', () => {
    expect(strictTitle(102, 'کتاب سمفونی مردگان')).toBe('كتاب سمفوني مردگان');
    expect(strictTitle(103, 'کتاب کلیدر (دوره ۱۰ جلدی)')).toBe('کتاب کلیدر (دوره 10 جلدی)');
    expect(strictTitle(113, 'مداد رنگی ۱۲ رنگ')).toBe('مداد رنگی ۱۲ رنگ');
    const titles = strict.products.map((product) => product.title);
    expect(titles.filter((title) => title.includes('كتاب'))).toHaveLength(3);
    expect(titles.filter((title) => title.includes('کتاب'))).toHaveLength(6);
  });

  it('spells the lines of past invoices and orders as their products', () => {
    const line = strict.orders
      .flatMap((order) => order.items)
      .find((item) => item.productId % 3 === 0);
    expect(line?.productName).toBe(
      strict.products.find((product) => product.id === line?.productId)?.title,
    );
    const invoiceLine = strict.invoices
      .flatMap((invoice) => invoice.items)
      .find((item) => item.productId === 101);
    expect(invoiceLine?.productName).toBe('کتاب بوف کور');
  });

  it('leaves the default seed as it was', () => {
    expect(seed.products[0]).toMatchObject({ code: 'BK-1001', title: 'کتاب بوف کور' });
    expect(seed.products.find((product) => product.id === 108)?.parentDetailedAccountId).toBe(10);
  });
});
