import { type APIRequestContext } from '@playwright/test';
import { STOREFRONT, STOREFRONT_STRICT } from '../../../playwright.config';
import { productPath } from '@/lib/routing/product-path';
import { expect, test } from './fixtures';

/**
 * The two readings of the shop API the browser specs run against (docs/decisions/0071):
 * the embedded fixture shop's `default` dialect and its `strict` one (numeric
 * ids compared by JSON type, writes answering `true`, raw-text title search
 * with some titles in Arabic letters, products only in leaf categories,
 * Persian product codes; fixtures/README.md). Specs declare their tests once
 * through forEachShop instead of being copied.
 */
const SHOPS = [
  { dialect: 'default', base: STOREFRONT },
  { dialect: 'strict', base: STOREFRONT_STRICT },
] as const;

type Shop = (typeof SHOPS)[number];

/** Declares the tests of `body` once a shop: a describe block each, its pages opened on that shop's storefront. */
export function forEachShop(body: (shop: Shop) => void): void {
  for (const shop of SHOPS) {
    test.describe(`the ${shop.dialect} shop`, () => {
      test.use({ baseURL: shop.base });
      body(shop);
    });
  }
}

/** A product as this shop lists it: its id, code, title and the canonical path of its page. */
export async function productOf(request: APIRequestContext, base: string, id: number) {
  const answer = await request.get(`${base}/api/shop/products/${id}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { code, title } = ((await answer.json()) as { value: { code: string; title: string } })
    .value;
  return { id, code, title, path: productPath({ code, title }) };
}
