import type { Product } from '@/shop-api/index';

/** A product as the schema gives it, what a test does not name filled in: 1,000 toman, no discount, no picture, one unit. */
export function testProduct(id: number, title: string, changes: Partial<Product> = {}): Product {
  return {
    id,
    code: `P-${id}`,
    title,
    price: 1000,
    priceWithDiscount: 1000,
    discountPercent: 0,
    images: [],
    shopPositions: [1],
    units: [{ id: 1, title: 'عدد', isDefault: true, conversionFactor: 1 }],
    isFavorite: false,
    rate: null,
    totalReviews: null,
    parentDetailedAccountId: null,
    soldCount: null,
    createdAt: null,
    ...changes,
  };
}
