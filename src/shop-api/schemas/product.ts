import * as v from 'valibot';
import { pagedSchema, listSchema } from './paged';
import {
  flagOr,
  id,
  listOr,
  lines,
  num,
  numOr,
  optionalId,
  optionalNum,
  optionalText,
  text,
} from './tolerant';

import type { Id } from '../id';
import { DEFAULT_UNIT_ID, DEFAULT_UNIT_TITLE, filledPrices } from '../product-defaults';

export { DEFAULT_UNIT_ID, DEFAULT_UNIT_TITLE };

export type ProductUnit = { id: Id; title: string; isDefault: boolean; conversionFactor: number };

export type Product = {
  id: Id;
  code: string;
  title: string;
  price: number;
  /** The price to pay; equals price when there is no discount. */
  priceWithDiscount: number;
  discountPercent: number;
  /**
   * Raw image strings (URL, path, media id or bare name): see shopPicture in
   * src/lib/images/image-variants.ts. May be empty.
   */
  images: string[];
  /** 1 shown in shop, 2 specials, 3 best sellers, 4 newest (SPEC §4). */
  shopPositions: number[];
  /** Never empty; exactly one isDefault. */
  units: ProductUnit[];
  isFavorite: boolean;
  /** Null when the shop gives none (the UI shows the default rating 4). */
  rate: number | null;
  totalReviews: number | null;
  /** The product's category. */
  parentDetailedAccountId: Id | null;
  soldCount: number | null;
  createdAt: string | null;
};

export type ProductDetail = Product & {
  /** Raw HTML from the shop: sanitise before showing. */
  productDescription: string | null;
  shopDescription: string | null;
  features: string[];
};

const unitSchema = v.looseObject({
  id,
  title: optionalText,
  isDefault: flagOr(false),
  conversionFactor: numOr(1),
});

const rawProduct = {
  id,
  code: text,
  title: text,
  price: num,
  priceWithDiscount: optionalNum,
  discountPercent: optionalNum,
  image: optionalText,
  images: v.nullish(v.union([v.string(), v.array(v.nullish(v.string()))]), null),
  shopPosition: v.nullish(v.union([num, v.array(num)]), null),
  units: listOr(unitSchema),
  isFavorite: flagOr(false),
  rate: optionalNum,
  totalReviews: optionalNum,
  parentDetailedAccountId: optionalId,
  soldCount: optionalNum,
  createdAt: optionalText,
};

type RawProduct = v.InferOutput<v.LooseObjectSchema<typeof rawProduct, undefined>>;

function toProduct(raw: RawProduct): Product {
  return {
    id: raw.id,
    code: raw.code,
    title: raw.title,
    ...filledPrices(raw),
    images: mergeImages(raw.image, raw.images),
    shopPositions: [...new Set([raw.shopPosition ?? []].flat())],
    units: normaliseUnits(raw.units),
    isFavorite: raw.isFavorite,
    rate: raw.rate,
    totalReviews: raw.totalReviews,
    parentDetailedAccountId: raw.parentDetailedAccountId,
    soldCount: raw.soldCount,
    createdAt: raw.createdAt,
  };
}

function mergeImages(image: string | null, images: RawProduct['images']): string[] {
  const all = [image, ...[images ?? []].flat()];
  const kept = all.map((entry) => entry?.trim() ?? '').filter((entry) => entry !== '');
  return [...new Set(kept)];
}

function normaliseUnits(units: v.InferOutput<typeof unitSchema>[]): ProductUnit[] {
  if (units.length === 0) {
    return [
      { id: DEFAULT_UNIT_ID, title: DEFAULT_UNIT_TITLE, isDefault: true, conversionFactor: 1 },
    ];
  }
  const defaultIndex = Math.max(
    0,
    units.findIndex((unit) => unit.isDefault),
  );
  return units.map((unit, index) => ({
    id: unit.id,
    title: unit.title ?? DEFAULT_UNIT_TITLE,
    isDefault: index === defaultIndex,
    conversionFactor: unit.conversionFactor,
  }));
}

export const productSchema = v.pipe(v.looseObject(rawProduct), v.transform(toProduct));

export const productDetailSchema = v.pipe(
  v.looseObject({
    ...rawProduct,
    productDescription: optionalText,
    shopDescription: optionalText,
    features: lines,
  }),
  v.transform((raw): ProductDetail => ({
    ...toProduct(raw),
    productDescription: raw.productDescription,
    shopDescription: raw.shopDescription,
    features: raw.features,
  })),
);

/**
 * Product lists drop an item that fails its schema and keep the rest: a
 * shopper is better served by the valid products than by no list at all.
 * Every other list is strict (one wrong element makes the answer malformed).
 */
export const productListSchema = listSchema(productSchema, { dropInvalid: true });
export const productPageSchema = pagedSchema(productSchema, { dropInvalid: true });
