import * as PATH from './api-paths';
import type { HttpMethod } from './transport';

/**
 * The shop API calls the storefront makes (SPEC §7, and the password-recovery
 * calls of docs/decisions/0040), one row per path (spelled in ./api-paths.ts):
 * the one place a call's facts live. The proxy's allow-list and the metric
 * labels (src/server/upstream/api-routes.ts) and the fixture shop's check of the token
 * (src/fixture-shop/router.ts) are derived from it; `api-calls.test.ts` pins it
 * to SPEC §7, and src/server/upstream/api-routes.test.ts fails when the API client makes
 * a call it does not list or leaves one of its calls unmade.
 *
 * - `methods`: the methods the client sends to the path; the proxy lets exactly
 *   these through (and HEAD where GET is). Every call of the client goes through
 *   the proxy when the browser makes it, so there is no row the proxy refuses.
 * - `token`: the shop refuses the call without the shopper's token (401). The
 *   client sends the token with every call when it has one; without it, the
 *   catalogue answers without the shopper's favourite marks.
 *
 * Order counts: a path is matched against the rows in turn, so a fixed path
 * comes before a pattern that would also match it (`products/home` before
 * `products/{id}`, `users/login` before `users/{id}`).
 *
 * The browser never imports this module: its API client needs the paths only.
 */
export const API_CALLS = [
  { path: PATH.API_SHOP_DATA_PATH, methods: ['GET'], token: false },
  { path: PATH.API_BANNERS_PATH, methods: ['GET'], token: false },
  { path: PATH.API_BANNER_PATTERN, methods: ['GET'], token: false },
  { path: PATH.API_MEDIA_PATTERN, methods: ['GET'], token: false },
  { path: PATH.API_HOME_PRODUCTS_PATH, methods: ['GET'], token: false },
  { path: PATH.API_REVIEWS_PATH, methods: ['POST'], token: true },
  { path: PATH.API_PRODUCT_REVIEWS_PATTERN, methods: ['GET'], token: false },
  { path: PATH.API_PRODUCTS_PATH, methods: ['GET'], token: false },
  { path: PATH.API_PRODUCT_PATTERN, methods: ['GET'], token: false },
  { path: PATH.API_CATEGORIES_PATH, methods: ['GET'], token: false },
  { path: PATH.API_STOCK_HOLDER_NODES_PATH, methods: ['GET'], token: false },
  { path: PATH.API_LOGIN_PATH, methods: ['POST'], token: false },
  { path: PATH.API_SIGNUP_PATH, methods: ['POST'], token: false },
  { path: PATH.API_SEND_CODE_PATH, methods: ['POST'], token: false },
  { path: PATH.API_VERIFY_CODE_PATH, methods: ['POST'], token: false },
  { path: PATH.API_RESET_PASSWORD_PATH, methods: ['POST'], token: false },
  { path: PATH.API_INVOICES_PATH, methods: ['GET', 'POST'], token: true },
  { path: PATH.API_DRAFT_INVOICES_PATH, methods: ['GET'], token: true },
  { path: PATH.API_INVOICE_PATTERN, methods: ['GET', 'DELETE'], token: true },
  { path: PATH.API_FAVORITES_PATH, methods: ['GET', 'POST'], token: true },
  { path: PATH.API_FAVORITE_PATTERN, methods: ['DELETE'], token: true },
  { path: PATH.API_CART_PATH, methods: ['GET'], token: true },
  { path: PATH.API_CART_SET_ITEM_PATH, methods: ['POST'], token: true },
  { path: PATH.API_CART_CLEAR_PATH, methods: ['GET'], token: true },
  { path: PATH.API_CART_SUBMIT_PATH, methods: ['PATCH'], token: true },
  { path: PATH.API_ORDERS_PATH, methods: ['GET'], token: true },
  { path: PATH.API_ORDER_PATTERN, methods: ['GET'], token: true },
  { path: PATH.API_CONTACT_INFO_PATH, methods: ['GET', 'POST', 'PATCH'], token: true },
  { path: PATH.API_PROFILE_PATTERN, methods: ['GET'], token: true },
  { path: PATH.API_USERS_PATH, methods: ['GET', 'PATCH'], token: true },
  { path: PATH.API_USER_PATTERN, methods: ['GET'], token: true },
] as const satisfies readonly ApiCall[];

export type ApiCall = {
  /** An /api/shop/ path of ./api-paths.ts; `{…}` stands for one id. */
  path: `/api/shop/${string}`;
  methods: readonly HttpMethod[];
  token: boolean;
};

/** What stands for an id in a path of the table. */
const ID_PLACEHOLDER = /\{\w+\}/g;

/**
 * A row's path as a regular expression over a request's pathname (still
 * percent-encoded): an id is any one segment.
 */
export function apiPathPattern(call: ApiCall): RegExp {
  return new RegExp(`^${call.path.replace(ID_PLACEHOLDER, '[^/]+')}$`);
}

/** A row's path as logs and metrics name it: every id as `{id}`. */
export function apiPathLabel(call: ApiCall): string {
  return call.path.replace(ID_PLACEHOLDER, '{id}');
}
