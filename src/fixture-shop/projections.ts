import type { Product, StockHolderNode, UserRecord } from './seed-schema';
import { findStockHolderNode } from './stock-holders';

/** The shapes of docs/api-shapes.md built from the records the shop holds. */

type ListFields = Omit<Product, 'images' | 'productDescription' | 'shopDescription' | 'features'>;
export type ProductSummary = ListFields & { image: string | null; isFavorite: boolean };
export type ProductDetail = Product & { image: string | null; isFavorite: boolean };

export function toSummary(product: Product, isFavorite: boolean): ProductSummary {
  const {
    images,
    productDescription: _long,
    shopDescription: _shop,
    features: _features,
    ...fields
  } = product;
  return { ...fields, image: images[0] ?? null, isFavorite };
}

export function toDetail(product: Product, isFavorite: boolean): ProductDetail {
  return { ...product, image: product.images[0] ?? null, isFavorite };
}

export type UserProfile = {
  id: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isStockHolder: boolean;
  nationalCode: string | null;
  stockHolderAccountId: number | null;
  stockHolderAccountName: string | null;
};

export function toProfile(user: UserRecord, stockHolders: StockHolderNode): UserProfile {
  const account =
    user.stockHolderAccountId === null
      ? null
      : findStockHolderNode(stockHolders, user.stockHolderAccountId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    isStockHolder: user.stockHolderAccountId !== null,
    nationalCode: user.nationalCode,
    stockHolderAccountId: user.stockHolderAccountId,
    stockHolderAccountName: account?.name ?? null,
  };
}

/** A user's record as answered: the owner id stays inside the shop. */
export function withoutOwner<Record extends { userId?: number }>(
  record: Record,
): Omit<Record, 'userId'> {
  const { userId: _owner, ...rest } = record;
  return rest;
}
