/**
 * Every storefront route's path, spelled once as SPEC §2 gives it (its casing
 * included), and what every link and redirect is built from. The route table
 * (./routes.ts) takes its patterns from here; `routes.test.ts` checks that the
 * two name the same routes.
 *
 * Browser code imports this module (the route table, with its rules and matcher,
 * would cost every page), so it imports nothing and holds plain string constants,
 * which the client build writes in place where they are read, and two small
 * builders (docs/decisions/0017).
 */

export const HOME_PATH = '/';
export const ABOUT_US_PATH = '/About-us';
export const CART_PATH = '/cart';
/**
 * Where a category's path starts: categoryPath
 * (features/catalogue/category-tree.ts) adds the id.
 */
export const CATEGORY_PATH_PREFIX = '/category/';
export const CATEGORY_PATTERN = `${CATEGORY_PATH_PREFIX}{id}` as const;
export const CHECKOUT_PATH = '/checkout';
export const CONTACT_US_PATH = '/Contact-us';
export const FAVORITES_PATH = '/Favorites';
export const FORGET_PASSWORD_PATH = '/Forget-password';
export const LOGIN_PATH = '/Login';
export const MAINTENANCE_PATH = '/maintenance';
export const OFFLINE_PATH = '/offline';
export const PRIVACY_PATH = '/Privacy';
/** Where a product's path starts: productPath (./product-path.ts) adds the code and the slug. */
export const PRODUCT_PATH_PREFIX = '/Product/';
export const PRODUCT_PATTERN = `${PRODUCT_PATH_PREFIX}{id}/{title}` as const;
export const PRODUCTS_PATH = '/Products';
export const PROFILE_PATH = '/Profile';
export const REGISTER_PATH = '/register';
export const RULES_PATH = '/Rules';
export const SETTLEMENT_PATH = '/Settlement';

/**
 * `path` with the query that brings the shopper back to `returnTo` (a path with
 * its query) after logging in or registering; `path` itself without one.
 */
export const withReturnTo = (path: string, returnTo?: string | null): string =>
  returnTo ? `${path}?redirect=${encodeURIComponent(returnTo)}` : path;

/** The login page; with `returnTo` it brings the shopper back there. */
export const loginPath = (returnTo?: string | null): string => withReturnTo(LOGIN_PATH, returnTo);
