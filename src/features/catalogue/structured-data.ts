import type { Product, ProductDetail, Review } from '@/shop-api/index';
import { productPath } from '@/lib/routing/product-path';
import { PRODUCT_MESSAGES } from './messages';
import { HOME_PATH, PRODUCTS_PATH } from '@/lib/routing/route-paths';
import { RATING_LENGTH } from '@/ui/Rating';

/**
 * schema.org structured data of the catalogue pages, as Google's rich results
 * read it (docs/decisions/0034): the product (with its offer, rating and the
 * reviews shown), the breadcrumb trail, the list of a listing, and the shop
 * itself on the home page. Every URL is absolute from the public origin.
 */
type Block = { '@context': 'https://schema.org'; '@type': string; [property: string]: unknown };

const CONTEXT = 'https://schema.org' as const;
/** SPEC §9: rating length 5. */
const BEST_RATING = RATING_LENGTH;
const WORST_RATING = 1;

/** A path of this shop from the public origin, written as the canonical links write it. */
function absolute(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** The search of /Products, as the home page's SearchAction announces it. */
const SEARCH_TERM = 'search_term_string';

/** Toman has no ISO 4217 code: an offer states rials, ten to a toman, in whole rials. */
function tomanToRial(toman: number): number {
  return Math.trunc(toman * 10);
}

type ProductOptions = {
  url: string;
  /** Absolute URLs of the product's own pictures (never the placeholders). */
  images: readonly string[];
  description: string;
  /** The reviews shown on the page (the first page of them); empty when none or not read. */
  reviews: readonly Review[];
};

/**
 * Product with its Offer (IRR, the price to pay, in stock: the contract has no
 * stock figure, and the shop lists what it sells), and, when there are
 * reviews, AggregateRating and the Reviews shown. A rating the shop did not
 * give is never made up: without `rate`, the reviews shown give the average.
 */
export function productJsonLd(product: ProductDetail, options: ProductOptions): Block {
  const reviews = options.reviews.filter(
    (review) => review.rate >= WORST_RATING && review.rate <= BEST_RATING,
  );
  const reviewCount = Math.max(product.totalReviews ?? 0, reviews.length);
  const ratingValue =
    product.rate ?? (reviews.length > 0 ? average(reviews.map((review) => review.rate)) : null);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    sku: product.code,
    url: options.url,
    ...(options.images.length > 0 ? { image: options.images } : {}),
    description: options.description,
    offers: {
      '@type': 'Offer',
      url: options.url,
      priceCurrency: 'IRR',
      price: tomanToRial(product.priceWithDiscount),
      availability: 'https://schema.org/InStock',
    },
    ...(reviewCount > 0 && ratingValue !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(ratingValue * 10) / 10,
            reviewCount,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}

function reviewJsonLd(review: Review) {
  const published = review.createdAt ? new Date(review.createdAt) : null;
  return {
    '@type': 'Review',
    author: {
      '@type': 'Person',
      name: review.fullName.trim() || PRODUCT_MESSAGES.anonymousReviewer,
    },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rate,
      bestRating: BEST_RATING,
      worstRating: WORST_RATING,
    },
    ...(review.comment.trim() ? { reviewBody: review.comment } : {}),
    ...(published && !Number.isNaN(published.getTime())
      ? { datePublished: published.toISOString().slice(0, 10) }
      : {}),
  };
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One step of a trail: its name and its path on this shop. */
type TrailStep = { name: string; path: string };

/** BreadcrumbList of a page's trail, home first, the page itself last. */
export function breadcrumbJsonLd(origin: string, steps: readonly TrailStep[]): Block {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: PRODUCT_MESSAGES.home, path: HOME_PATH }, ...steps].map(
      (step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: absolute(origin, step.path),
      }),
    ),
  };
}

/**
 * ItemList of a listing's products as shown, each at its place in the whole
 * listing (page 2 starts after page 1).
 */
export function itemListJsonLd(
  origin: string,
  products: readonly Product[],
  firstPosition: number,
): Block {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absolute(origin, productPath(product)),
      name: product.title,
    })),
  };
}

/** WebSite with its search (the SearchAction of /Products?q=…). */
export function webSiteJsonLd(origin: string, name: string): Block {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url: absolute(origin, HOME_PATH),
    inLanguage: 'fa-IR',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absolute(origin, `${PRODUCTS_PATH}?q={${SEARCH_TERM}}`),
      },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

/** Organization with its logo (an absolute URL of a picture search engines can read). */
export function organizationJsonLd(origin: string, name: string, logoPath: string): Block {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absolute(origin, HOME_PATH),
    logo: absolute(origin, logoPath),
  };
}
