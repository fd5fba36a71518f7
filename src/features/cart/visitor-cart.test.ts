import { expect, it, vi } from 'vitest';
import { memoryTextStore } from '@/lib/browser/text-store';
import { VISITOR_CART_KEY } from '@/lib/browser/storage-keys';
import type { CartItem } from '@/shop-api/index';
import { createCartStore } from './cart-store';
import { CART_FAILURE_MESSAGES } from './messages';
import { writeVisitorCart } from './visitor-cart';

// The code that reads a stored cart back cannot be fetched (offline without it
// kept, a deploy that replaced it).
vi.mock('./visitor-cart-parse', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const BOOK: CartItem = {
  productId: 101,
  productName: 'کتاب',
  productCode: 'BK-1001',
  price: 100,
  priceWithDiscount: 100,
  totalPrice: 100,
  totalPriceWithDiscount: 100,
  amount: 1,
  discountPercent: 0,
  unitName: 'عدد',
  unitId: 4,
};

it('a stored cart that cannot be read is never written over: adding says it failed, and the stored lines stay', async () => {
  const visitorStore = memoryTextStore();
  writeVisitorCart(visitorStore, {
    items: [{ ...BOOK, amount: 2 }],
    totalPrice: 200,
    totalPriceWithDiscount: 200,
  });
  const stored = visitorStore.read(VISITOR_CART_KEY);
  const errors: string[] = [];
  const warnings: string[] = [];
  const store = createCartStore({
    api: () => Promise.reject(new Error('a visitor calls no shop')),
    hasToken: () => false,
    visitorStore,
    notifyError: (message) => errors.push(message),
    warn: (message) => warnings.push(message),
    offline: () => false,
  });

  await store.start();
  expect(store.snapshot()).toMatchObject({ owner: 'visitor', status: 'failed' });
  expect(await store.add({ ...BOOK, productId: 102 })).toBe(false);
  expect(errors).toEqual([CART_FAILURE_MESSAGES.add]);
  expect(visitorStore.read(VISITOR_CART_KEY)).toBe(stored);
  expect(warnings.join('\n')).toContain("the visitor's cart could not be read");
});
