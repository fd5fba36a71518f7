/**
 * The path of every shop API call the storefront makes, spelled once as SPEC §7
 * gives it (the password-recovery calls: docs/decisions/0040), `{id}` where an id
 * goes. The endpoints (./endpoints/*) and `shop contract` build their requests
 * from these; the call table (./api-calls.ts) gives each path its methods and
 * its token, and the proxy's allow-list and the metric labels follow from it.
 *
 * A path with an id is a pattern (`API_PRODUCT_PATTERN`, for the table and for
 * what is shown) made of its prefix (`API_PRODUCT_PREFIX`), which a request
 * completes with the id as one segment (`segment`, ./endpoints/context.ts).
 *
 * The browser's API client imports this module: it imports nothing and holds plain
 * string constants, which the client build writes in place where they are read
 * (scripts/inline-route-paths.ts), so the client's code is as it was when the
 * paths were written out. The table, with its methods and matchers, stays out of
 * the browser.
 */

export const API_SHOP_DATA_PATH = '/api/shop/get-data';
export const API_BANNERS_PATH = '/api/shop/banners';
export const API_BANNER_PREFIX = '/api/shop/banners/';
export const API_BANNER_PATTERN = `${API_BANNER_PREFIX}{id}` as const;
export const API_MEDIA_PREFIX = '/api/shop/media/';
export const API_MEDIA_PATTERN = `${API_MEDIA_PREFIX}{id}` as const;
export const API_HOME_PRODUCTS_PATH = '/api/shop/products/home';
export const API_REVIEWS_PATH = '/api/shop/products/reviews';
export const API_PRODUCT_REVIEWS_PREFIX = '/api/shop/products/reviews/';
export const API_PRODUCT_REVIEWS_PATTERN = `${API_PRODUCT_REVIEWS_PREFIX}{productId}` as const;
export const API_PRODUCTS_PATH = '/api/shop/products';
export const API_PRODUCT_PREFIX = '/api/shop/products/';
export const API_PRODUCT_PATTERN = `${API_PRODUCT_PREFIX}{id}` as const;
export const API_CATEGORIES_PATH = '/api/shop/categories';
export const API_STOCK_HOLDER_NODES_PATH = '/api/shop/accounts/stockHolderNodeAccounts';
export const API_LOGIN_PATH = '/api/shop/users/login';
export const API_SIGNUP_PATH = '/api/shop/users/signup';
export const API_SEND_CODE_PATH = '/api/shop/users/password/send-code';
export const API_VERIFY_CODE_PATH = '/api/shop/users/password/verify-code';
export const API_RESET_PASSWORD_PATH = '/api/shop/users/password/reset';
export const API_INVOICES_PATH = '/api/shop/users/invoices';
export const API_DRAFT_INVOICES_PATH = '/api/shop/users/invoices/drafts';
export const API_INVOICE_PREFIX = '/api/shop/users/invoices/';
export const API_INVOICE_PATTERN = `${API_INVOICE_PREFIX}{id}` as const;
export const API_FAVORITES_PATH = '/api/shop/users/favorites';
export const API_FAVORITE_PREFIX = '/api/shop/users/favorites/';
export const API_FAVORITE_PATTERN = `${API_FAVORITE_PREFIX}{id}` as const;
export const API_CART_PATH = '/api/shop/users/cart';
export const API_CART_SET_ITEM_PATH = '/api/shop/users/cart/set-item';
export const API_CART_CLEAR_PATH = '/api/shop/users/cart/clear';
export const API_CART_SUBMIT_PATH = '/api/shop/users/cart/submit';
export const API_ORDERS_PATH = '/api/shop/users/orders';
export const API_ORDER_PREFIX = '/api/shop/users/orders/';
export const API_ORDER_PATTERN = `${API_ORDER_PREFIX}{id}` as const;
export const API_CONTACT_INFO_PATH = '/api/shop/users/contact-info';
export const API_PROFILE_PREFIX = '/api/shop/users/profiles/';
export const API_PROFILE_PATTERN = `${API_PROFILE_PREFIX}{id}` as const;
export const API_USERS_PATH = '/api/shop/users';
export const API_USER_PREFIX = '/api/shop/users/';
export const API_USER_PATTERN = `${API_USER_PREFIX}{id}` as const;
