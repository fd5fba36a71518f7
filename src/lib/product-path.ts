import { toAsciiDigits } from './persian';
import { matchRoute } from './routes';

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
    .replace(/[\u0640\u064B-\u065F\u0670]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** The longest product code a URL may carry. */
const MAX_CODE_LENGTH = 200;

/**
 * The canonical path of a product page. Any code the shop gives (Persian
 * letters and digits, spaces, slashes, percent signs …) is one segment,
 * percent-encoded; productPathParams reads it back exactly.
 */
export function productPath(product: { code: string; title: string }): string {
  return `/Product/${encodeURIComponent(product.code)}/${encodeURIComponent(productSlug(product.title))}`;
}

/**
 * The code and title of a product path, from the pathname as it arrived
 * (still percent-encoded), each decoded exactly once. Null when the path is
 * not a product page, a segment is not valid percent-encoding, or the code
 * is blank or too long. (Waku hands pages their params through decodeURI,
 * which decodes "%25" but not "%2F": decoding them again would misread
 * codes that hold a '%'.)
 */
export function productPathParams(rawPathname: string): { code: string; title: string } | null {
  const match = matchRoute(rawPathname);
  if (match?.pattern !== '/Product/{id}/{title}') return null;
  try {
    const code = decodeURIComponent(match.params.id ?? '');
    const title = decodeURIComponent(match.params.title ?? '');
    if (code.trim() === '' || code.length > MAX_CODE_LENGTH) return null;
    return { code, title };
  } catch {
    return null;
  }
}

/** Whether a (percent-decoded) title segment is the product's canonical slug. */
export function isCanonicalSlug(segment: string, title: string): boolean {
  return segment === productSlug(title);
}
