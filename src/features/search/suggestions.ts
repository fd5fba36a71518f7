import { pictureAttributes } from '@/lib/images/image-variants';
import {
  searchAlternative,
  showsConverted,
  type SearchAlternative,
} from '@/lib/text/keyboard-layouts';
import { CODE_LOOKUP_SIZE, SUGGEST_MAX_SPELLINGS } from '@/lib/limits';
import { likelySpellings, markMatches, matchesSearch } from '@/lib/text/persian-search';
import { productPictures } from '@/lib/images/product-images';
import { productPath } from '@/lib/routing/product-path';
import {
  SUGGEST_MAX,
  type SuggestedCategory,
  type SuggestedProduct,
  type Suggestions,
} from '@/lib/search-suggestions';
import type { ApiResult, Category, Paged, Product, ProductQuery } from '@/shop-api/index';
import { pickByCode } from '@/shop-api/product-code';
import { categoryPath } from '../catalogue/category-tree';
import { mergeInOrder, subtreeOf } from '../catalogue/listing-merge';

/** Categories among the suggestions at most, so that products keep most of the list. */
const MAX_CATEGORIES = 3;

export type SuggestionSources = {
  getProducts: (query: ProductQuery) => Promise<ApiResult<Paged<Product>>>;
  /** The shop's top categories with their subtrees; null when they could not be read. */
  readCategories: () => Promise<Category[] | null>;
  imageBaseUrl: string;
};

/**
 * The spellings of a query the products call is asked with: the likeliest
 * SUGGEST_MAX_SPELLINGS of the listing's (likelySpellings), in one fixed
 * order whichever was typed (code points): «كتاب» and «کتاب» ask the same.
 */
export function suggestionSpellings(query: string): string[] {
  return likelySpellings(query, SUGGEST_MAX_SPELLINGS).sort();
}

/**
 * What the suggestions for a query are kept under: its spellings
 * (suggestionSpellings) and what else it is asked as (searchAlternative),
 * exactly, since the answer is computed from them (the normalised match
 * after them is the same for every query that has them). «كتاب» and «کتاب»
 * share one; «نرمنویس» and «نرم‌نویس», or a query with a zero-width space,
 * do not: the shop answers them apart, and one shopper's must not answer the
 * other's.
 */
export function suggestionKey(
  spellings: readonly string[],
  alternative: SearchAlternative = null,
): string {
  const also =
    alternative === null
      ? []
      : [alternative.kind === 'code' ? `code:${alternative.code}` : `layout:${alternative.text}`];
  return [...spellings, ...also].join('\n');
}

/**
 * The suggestions for a query, read in one round: the products call once per
 * spelling (suggestionSpellings of the query, unless the caller has them
 * already), for what else it is asked as (searchAlternative,
 * docs/decisions/0037: a code once, the Persian a Latin query meant in
 * its two likeliest spellings), and the category tree, all at once. The answers are
 * merged in that order and the shop's, every product once, and checked again
 * with the normalised match, so a shop that matches raw text and one that
 * matches loosely suggest the same. The product a code names comes first;
 * the Persian a Latin query meant is shown instead of it where showsConverted
 * says, its words marked, and said in `shownFor`. At most SUGGEST_MAX
 * products and categories together (categories at most three, products
 * first); when nothing matches, the top categories to browse.
 *
 * `complete` is false when the categories could not be read: the products are
 * still worth showing, but the answer must not be kept or shared.
 */
export async function readSuggestions(
  query: string,
  sources: SuggestionSources,
  spellings: readonly string[] = suggestionSpellings(query),
  alternative: SearchAlternative = searchAlternative(query),
): Promise<{ ok: true; value: Suggestions; complete: boolean } | { ok: false; message: string }> {
  const others: ProductQuery[] =
    alternative === null
      ? []
      : alternative.kind === 'code'
        ? [{ code: alternative.code, page: 1, size: CODE_LOOKUP_SIZE }]
        : alternative.spellings.map((title) => ({ title, page: 1, size: SUGGEST_MAX }));
  const [tree, ...answers] = await Promise.all([
    sources.readCategories(),
    ...[...spellings.map((title) => ({ title, page: 1, size: SUGGEST_MAX })), ...others].map(
      (products) => sources.getProducts(products),
    ),
  ]);
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) return { ok: false, message: failed.message };
  const lists = answers.map((answer) => (answer.ok ? answer.value.items : []));
  const otherItems = mergeInOrder(lists.slice(spellings.length));

  const typed = mergeInOrder(lists.slice(0, spellings.length)).filter((product) =>
    matchesSearch(product.title, query),
  );
  const converted =
    alternative?.kind === 'layout'
      ? otherItems.filter((product) => matchesSearch(product.title, alternative.text))
      : [];
  const shownFor =
    alternative?.kind === 'layout' && showsConverted(typed.length, converted.length)
      ? alternative.text
      : null;
  const shownQuery = shownFor ?? query;
  const named = alternative?.kind === 'code' ? pickByCode(otherItems, alternative.code) : null;
  const products = mergeInOrder([named ? [named] : [], shownFor === null ? typed : converted]);
  const categories = (tree ?? [])
    .flatMap(subtreeOf)
    .filter((category) => matchesSearch(category.name, shownQuery));
  const productCount = Math.min(
    products.length,
    SUGGEST_MAX - Math.min(categories.length, MAX_CATEGORIES),
  );
  const shownProducts = products.slice(0, productCount);
  const shownCategories = categories.slice(0, SUGGEST_MAX - productCount);
  const nothing = shownProducts.length === 0 && shownCategories.length === 0;
  return {
    ok: true,
    complete: tree !== null,
    value: {
      products: shownProducts.map((product) =>
        suggestedProduct(product, shownQuery, sources.imageBaseUrl),
      ),
      categories: shownCategories.map((category) => suggestedCategory(category, shownQuery)),
      ...(shownFor === null ? {} : { shownFor }),
      browse: nothing
        ? (tree ?? [])
            .slice(0, SUGGEST_MAX)
            .map((category) => ({ href: categoryPath(category.id), name: category.name }))
        : [],
    },
  };
}

function suggestedProduct(product: Product, query: string, imageBaseUrl: string): SuggestedProduct {
  const [picture] = productPictures(product.images, imageBaseUrl);
  return {
    href: productPath(product),
    title: markMatches(product.title, query),
    picture: pictureAttributes(picture, 'suggestion'),
    price: product.price,
    priceWithDiscount: product.priceWithDiscount,
    discountPercent: product.discountPercent,
  };
}

function suggestedCategory(category: Category, query: string): SuggestedCategory {
  return { href: categoryPath(category.id), name: markMatches(category.name, query) };
}
