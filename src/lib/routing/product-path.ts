import { toAsciiDigits } from '../text/persian';
import { PRODUCT_PATH_PREFIX } from './route-paths';

const FALLBACK_SLUG = 'product';

/**
 * A product title as the {title} segment of /Product/{code}/{title}: Persian
 * letter forms unified (ي→ی, ك→ک), no diacritics or tatweel, ASCII digits,
 * Latin in lower case, every run of anything that is not a letter or a digit
 * (spaces, zero-width non-joiners, punctuation) as one '-'.
 */
export function productSlug(title: string): string {
  const slug = toAsciiDigits(title.normalize('NFC'))
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    // eslint-disable-next-line no-misleading-character-class -- each diacritic and the tatweel is removed on its own
    .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/**
 * The canonical path of a product page (PRODUCT_PATTERN). Any code the shop gives (Persian
 * letters and digits, spaces, slashes, percent signs …) is one segment,
 * percent-encoded; productPathParams (product-route.ts) reads it back exactly.
 */
export function productPath(product: { code: string; title: string }): string {
  return `${PRODUCT_PATH_PREFIX}${encodeURIComponent(product.code)}/${encodeURIComponent(productSlug(product.title))}`;
}

/**
 * The product's path as a link in markup writes it: the title segment as its
 * letters, not percent-encoded. A browser resolves it to productPath exactly
 * (the URL parser percent-encodes non-ASCII as UTF-8, as encodeURIComponent
 * does, and the slug holds only letters, digits and '-'), and a Persian title
 * takes a third of the bytes in the page and again in its hydration payload.
 * Headers, the sitemap and structured data keep productPath.
 */
export function productHref(product: { code: string; title: string }): string {
  return `${PRODUCT_PATH_PREFIX}${encodeURIComponent(product.code)}/${productSlug(product.title)}`;
}

/** Whether a (percent-decoded) title segment is the product's canonical slug. */
export function isCanonicalSlug(segment: string, title: string): boolean {
  return segment === productSlug(title);
}
