import type { PictureAttributes } from './images/image-variants';
import type { MarkedPart } from './text/persian-search';

/**
 * The search suggestions of the header's box (docs/decisions/0035): what the
 * storefront's endpoint (SUGGEST_ENDPOINT, ./routing/own-endpoints.ts) answers as JSON
 * and the browser shows. Shared by both.
 */

/** Suggestions start at two characters of the normalised query. */
export const SUGGEST_MIN_LENGTH = 2;

/** At most this many products and categories together. */
export const SUGGEST_MAX = 8;

export type SuggestedProduct = {
  href: string;
  /** The title, the parts that match the query marked. */
  title: MarkedPart[];
  /** The picture variants of the suggestion slot (the image endpoint), or a placeholder. */
  picture: PictureAttributes;
  price: number;
  priceWithDiscount: number;
  discountPercent: number;
};

export type SuggestedCategory = { href: string; name: MarkedPart[] };

export type Suggestions = {
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
  /** When nothing matched: the shop's top categories, to browse instead. Empty otherwise. */
  browse: Array<{ href: string; name: string }>;
  /**
   * The Persian a query typed on the US layout meant, when the suggestions are
   * its (docs/decisions/0037).
   */
  shownFor?: string;
};

/** What the endpoint answers when it cannot suggest (a failed upstream call, too many requests). */
export type SuggestionFailure = { message: string };
