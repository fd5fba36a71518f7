/**
 * Every name the storefront keeps in the shopper's browser, in one place:
 * the cookies the server and the browser share, and the local and session
 * storage keys. Changing one here changes it everywhere; SPEC §3 and §9 fix
 * the session's names (auth_token, user_entity).
 */

/** The cookie that carries the session token to the server (SPEC §9). */
export const AUTH_COOKIE = 'auth_token';
/**
 * A notice the server leaves in a short-lived cookie when it redirects
 * (src/middleware/guards.ts); the browser shows its toast and deletes it.
 */
export const NOTICE_COOKIE = 'toast_notice';

/** Local storage: the session of SPEC §3. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user_entity';
/**
 * Local storage: when the token ends (ms since 1970), the moment its cookie
 * expires, so that the header never greets a shopper whom every guarded page
 * sends to log in (docs/decisions/0041).
 */
export const TOKEN_EXPIRES_KEY = 'auth_token_expires_at';
/** Local storage: a visitor's cart until login merges it (src/features/cart/visitor-cart.ts). */
export const VISITOR_CART_KEY = 'visitor_cart';
/**
 * Local storage: the favourites mirror of SPEC §4
 * (src/features/favourites/favourite-mirror.ts).
 */
export const FAVOURITES_KEY = 'favorites';
/** Local storage: the storefront's own record of the orders it placed (SPEC §3). */
export const LOCAL_ORDERS_KEY = 'local_orders';
/**
 * Local storage: the last products opened in this browser, with the user they
 * belong to (src/features/recently-viewed/, docs/decisions/0057).
 */
export const RECENTLY_VIEWED_KEY = 'recently_viewed';
/** Local storage: the notifications the shopper has read (SPEC §4, §5). */
export const READ_NOTIFICATIONS_KEY = 'readNotifications';

/** Session storage: toasts kept for the next page (they survive a full redirect). */
export const TOAST_QUEUE_KEY = 'pending_toasts';
/** Session storage: the user whose favourites were read from the shop in this browser session. */
export const FAVOURITES_SYNCED_KEY = 'favorites_synced_for';
/** Session storage: the notifications closed in this browser session. */
export const DISMISSED_NOTIFICATIONS_KEY = 'dismissedNotifications';
/** Session storage: what the shopper chose on /checkout, carried to /Settlement. */
export const CHECKOUT_DRAFT_KEY = 'checkout_draft';
/**
 * Session storage: when the page last reloaded after a stale deploy
 * (src/features/stale-deploy/).
 */
export const RELOAD_GUARD_KEY = 'stale-deploy-reloaded-at';
