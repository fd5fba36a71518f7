import { formatPercent, formatToman } from '@/lib/text/money';

/** What a price tag says: made where the numbers are, shown by PriceTag. */
export type PriceTexts = {
  /** The original price, struck through, when a discount lowers it. */
  before: string | null;
  /** The discount percent, when there is one and it lowers the price. */
  percent: string | null;
  now: string;
};

type Prices = { price: number; priceWithDiscount: number; discountPercent: number };

/**
 * The texts of a price tag. Formatting is kept out of the tag itself: a fa-IR
 * number format costs 80–90 ms of a phone's main thread the first time a page
 * makes one (about 340 ms at Lighthouse's 4× slowdown), so a tag whose texts
 * the server made can hydrate without it (docs/decisions/0096).
 */
export function priceTexts(
  { price, priceWithDiscount, discountPercent }: Prices,
  { whole = false }: { whole?: boolean } = {},
): PriceTexts {
  const discounted = priceWithDiscount < price;
  return {
    before: discounted ? formatToman(price, { whole }) : null,
    percent: discounted && discountPercent > 0 ? formatPercent(discountPercent) : null,
    now: formatToman(priceWithDiscount, { whole }),
  };
}
