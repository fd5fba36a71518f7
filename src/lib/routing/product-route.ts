import { matchRoute } from './routes';
import { PRODUCT_PATTERN } from './route-paths';

/*
 * Reading a product page's path on the server. Apart from product-path.ts so
 * that the client components that link to products do not bring the route
 * table into the browser.
 */

/** The longest product code a URL may carry. */
const MAX_CODE_LENGTH = 200;

/**
 * The code and title of a product path, from the pathname as it arrived
 * (still percent-encoded), each decoded exactly once. Null when the path is
 * not a product page, a segment is not valid percent-encoding, or the code
 * is blank or too long. (The `{ id, title }` Waku hands the page are not the
 * code: they have been through decodeURI and re-encoded, so `a%2Fb` and
 * `a%252Fb` — the codes `a/b` and `a%2Fb` — arrive alike; docs/decisions/0014.)
 */
export function productPathParams(rawPathname: string): { code: string; title: string } | null {
  const match = matchRoute(rawPathname);
  if (match?.pattern !== PRODUCT_PATTERN) return null;
  try {
    const code = decodeURIComponent(match.params.id ?? '');
    const title = decodeURIComponent(match.params.title ?? '');
    if (code.trim() === '' || code.length > MAX_CODE_LENGTH) return null;
    return { code, title };
  } catch {
    return null;
  }
}
