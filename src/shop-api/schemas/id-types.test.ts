import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bannerSchema } from './banner';
import { cartSchema } from './cart';
import { categorySchema } from './category';
import { contactInfoSchema } from './contact-info';
import { invoiceSchema } from './invoice';
import { orderSchema } from './order';
import { productDetailSchema, productSchema } from './product';
import { reviewSchema } from './review';
import { shopDataSchema } from './shop-data';
import { stockHolderNodeSchema } from './stock-holder';
import { userProfileSchema } from './user';
import type { ValueSchema } from './tolerant';

/**
 * Every id the API sends comes out of its schema in the JSON type it came
 * with (docs/decisions/0071): a strict backend that stores the number 9002 does not find
 * "9002", and one with string ids does not find 12 for "0012".
 */
type Case = {
  name: string;
  schema: ValueSchema<unknown>;
  /** The answer with every id set to `id`. */
  raw: (id: number | string) => unknown;
  /** Every id the parsed value holds. */
  ids: (parsed: never) => unknown[];
};

const product = (id: number | string) => ({
  id,
  code: 'P-1',
  title: 'چای',
  price: 1000,
  units: [{ id, title: 'بسته', isDefault: true }],
  parentDetailedAccountId: id,
});

/** A root with one child, as the category and stock-holder trees come. */
const tree = (id: number | string) => ({ id, name: 'ریشه', children: [{ id, name: 'برگ' }] });

const cases: Case[] = [
  {
    name: 'product (id, unit ids, category)',
    schema: productSchema,
    raw: product,
    ids: (p: v.InferOutput<typeof productSchema>) => [
      p.id,
      p.units[0]?.id,
      p.parentDetailedAccountId,
    ],
  },
  {
    name: 'product detail',
    schema: productDetailSchema,
    raw: product,
    ids: (p: v.InferOutput<typeof productDetailSchema>) => [
      p.id,
      p.units[0]?.id,
      p.parentDetailedAccountId,
    ],
  },
  {
    name: 'cart line (product, unit)',
    schema: cartSchema,
    raw: (id) => ({ items: [{ productId: id, unitId: id, price: 10, amount: 1 }] }),
    ids: (c: v.InferOutput<typeof cartSchema>) => [c.items[0]?.productId, c.items[0]?.unitId],
  },
  {
    name: 'category tree',
    schema: categorySchema,
    raw: tree,
    ids: (c: v.InferOutput<typeof categorySchema>) => [c.id, c.children[0]?.id],
  },
  {
    name: 'address (contact info)',
    schema: contactInfoSchema,
    raw: (id) => ({
      id,
      recipient: 'م',
      phoneNumber: '09120000000',
      provinceId: 8,
      cityId: 301,
      address: 'الف',
      postalCode: '1234567890',
    }),
    ids: (a: v.InferOutput<typeof contactInfoSchema>) => [a.id],
  },
  {
    name: 'invoice and its items',
    schema: invoiceSchema,
    raw: (id) => ({ id, totalAmount: 1, items: [{ productId: id, amount: 1, price: 1 }] }),
    ids: (i: v.InferOutput<typeof invoiceSchema>) => [i.id, i.items[0]?.productId],
  },
  {
    name: 'order and its items',
    schema: orderSchema,
    raw: (id) => ({
      id,
      totalAmount: 1,
      status: 'x',
      items: [{ productId: id, productName: 'x', price: 1, amount: 1 }],
    }),
    ids: (o: v.InferOutput<typeof orderSchema>) => [o.id, o.items[0]?.productId],
  },
  {
    name: 'review',
    schema: reviewSchema,
    raw: (id) => ({ id, productId: id, rate: 5 }),
    ids: (r: v.InferOutput<typeof reviewSchema>) => [r.id, r.productId],
  },
  {
    name: 'stock-holder account tree',
    schema: stockHolderNodeSchema,
    raw: tree,
    ids: (n: v.InferOutput<typeof stockHolderNodeSchema>) => [n.id, n.children[0]?.id],
  },
  {
    name: 'user profile (user, stock-holder account)',
    schema: userProfileSchema,
    raw: (id) => ({ id, firstName: 'ع', stockHolderAccountId: id }),
    ids: (u: v.InferOutput<typeof userProfileSchema>) => [u.id, u.stockHolderAccountId],
  },
  {
    name: 'banner',
    schema: bannerSchema,
    raw: (id) => ({ id }),
    ids: (b: v.InferOutput<typeof bannerSchema>) => [b.id],
  },
  {
    name: 'shop data',
    schema: shopDataSchema,
    raw: (id) => ({ id, isActive: true }),
    ids: (s: v.InferOutput<typeof shopDataSchema>) => [s.id],
  },
];

describe('ids keep their JSON type through every schema', () => {
  for (const { name, schema, raw, ids } of cases) {
    it(name, () => {
      for (const id of [9002, 0, '9002', '0012', 'a-7']) {
        const parsed = v.parse(schema, raw(id));
        const out = (ids as (parsed: unknown) => unknown[])(parsed);
        expect(out.length).toBeGreaterThan(0);
        for (const kept of out) expect(kept).toBe(id);
      }
    });
  }

  it('a blank id is no id', () => {
    expect(v.safeParse(productSchema, product('  ')).success).toBe(false);
    expect(v.parse(contactInfoSchema, { ...(cases[4]?.raw(1) as object), id: ' ' }).id).toBeNull();
  });
});
