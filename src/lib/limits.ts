/**
 * The storefront's constants and limits, in one place: SPEC §9's business
 * constants (docs/spec.md) first, then every limit the storefront puts on
 * what it accepts, what it reads and the work it keeps (docs/decisions/0008),
 * each named with its default in README's "Limits" tables. Change them here.
 * Numbers only, no imports: server code, the CLI, the tests and the shop API
 * client share this module.
 *
 * SPEC §9's constants that browser pages read are defined beside the code
 * that reads them, so that no page loads another page's constants. Every
 * SPEC §9 constant, wherever it is defined, carries a `SPEC §9` mark in its
 * doc comment (those here, the section heading below), so that
 * `grep -rn "SPEC §9" src` finds them; src/lib/spec-constants.test.ts fails
 * when one is unmarked. A constant may be written more than once, each copy
 * marked, where a browser page and another chunk or the server read it
 * (client JavaScript is budgeted per page, docs/decisions/0010), or a
 * stylesheet or a self-contained document needs it too (the theme's colours).
 */

// SPEC §9: business constants.

/** The product-by-code lookup searches the first 20 products (src/shop-api/product-code.ts). */
export const CODE_LOOKUP_SIZE = 20;

/** The rating shown (and sorted by) when the shop gives none. */
export const DEFAULT_RATING = 4;

/**
 * Default page sizes of the list calls: banners 5, products 10, orders 20,
 * addresses 20, invoices 10, reviews 10; favourites and users 10 are ours
 * (SPEC §7 gives them none).
 */
export const BANNER_PAGE_SIZE = 5;
export const PRODUCT_PAGE_SIZE = 10;
export const ORDER_PAGE_SIZE = 20;
export const ADDRESS_PAGE_SIZE = 20;
export const INVOICE_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE = 10;
export const FAVOURITE_PAGE_SIZE = 10;
export const USER_PAGE_SIZE = 10;

// Limits.

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Largest request body /api/shop/* accepts (Content-Length or counted while
 * streaming): 413 above.
 */
export const API_BODY_MAX_BYTES = 1 * MiB;

/** Largest JSON answer read from the shop API, by the proxy and by the server's own client. */
export const UPSTREAM_JSON_MAX_BYTES = 4 * MiB;

/** Largest file streamed through the proxy from /api/shop/media/{id}. */
export const UPSTREAM_MEDIA_MAX_BYTES = 16 * MiB;

/** Whole transfer of one media file through the proxy (JSON calls take SHOP_API_TIMEOUT_MS). */
export const UPSTREAM_MEDIA_TIMEOUT_MS = 30_000;

/** Highest `page` and `size` that leave for the shop API; other values are clamped into 1…max. */
export const API_MAX_PAGE = 10_000;
export const API_MAX_PAGE_SIZE = 100;
/**
 * Highest page number a page's own query reads (`?page=`, `?reviews=`): a
 * listing clamps to it, pageParam reads anything above it as page 1. Above
 * API_MAX_PAGE the call that leaves asks for API_MAX_PAGE all the same.
 */
export const PAGE_PARAM_MAX = 100_000;

/** The HTTP server: time to receive a request's headers, and the whole request with its body. */
export const SERVER_HEADERS_TIMEOUT_MS = 10_000;
export const SERVER_REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this. */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * An answer whose client has stopped reading (bytes waiting in the server, none
 * taken) is cut after this: 400 connections that never read a large payload
 * held 103 MB. A page waiting on the shop API writes nothing and waits nothing:
 * it is not stalled.
 */
export const SERVER_WRITE_STALL_MS = 30_000;
/** How often Node checks the two timeouts above (its default, 30 s, would let them overrun). */
export const SERVER_TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * Backend HTML (notification, the shop's pages, product descriptions) longer
 * than this is dropped.
 */
export const BACKEND_HTML_MAX_BYTES = 256 * KiB;
/** Backend HTML nested deeper than this is dropped. */
export const BACKEND_HTML_MAX_DEPTH = 64;

/** The sitemap is built at most once in this time and shared. */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** Catalogue pages read at the same time while the sitemap is built. */
export const SITEMAP_CONCURRENCY = 4;
/**
 * The sitemap reads the catalogue this many products a page, at most this many
 * pages: 49,000 URLs, under the protocol's 50,000 a file.
 */
export const SITEMAP_PAGE_SIZE = 100;
export const SITEMAP_MAX_PAGES = 490;

/**
 * Rendered public pages kept in process (docs/decisions/0006), for
 * SHOP_DATA_TTL_MS: at most this many, and bytes in all.
 */
export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_MAX_BYTES = 48 * MiB;

/** The category tree is kept this long, served stale while it refreshes (it changes rarely). */
export const CATEGORY_TTL_MS = 60_000;

/**
 * A listing the storefront sorts or filters itself (docs/decisions/0030) reads
 * at most LISTING_WINDOW products, from at most LISTING_MAX_SOURCES sources
 * (the spellings of a search, a category's subtree), LISTING_CALLS_AT_ONCE
 * upstream calls on their way at once.
 */
export const LISTING_WINDOW = 500;
export const LISTING_MAX_SOURCES = 30;
export const LISTING_CALLS_AT_ONCE = 4;

/**
 * Product codes kept with their ids for SHOP_DATA_TTL_MS, so that a product
 * page seen in a listing skips the code lookup.
 */
export const KNOWN_PRODUCT_CODES = 10_000;

/** /healthz reuses one upstream check for this long. */
export const HEALTH_CHECK_REUSE_MS = 1_000;

/**
 * Longest search text read, from the listing's `?q=` and by the suggestion
 * endpoint: the rest is cut off.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * Search suggestions (/_suggest, docs/decisions/0035) kept at most: answers,
 * and their bytes in all.
 */
export const SUGGEST_CACHE_MAX_ENTRIES = 1_000;
export const SUGGEST_CACHE_MAX_BYTES = 4 * MiB;

/**
 * Spellings of a query the suggestions ask the shop for, the likeliest first
 * (docs/decisions/0035): each is a products call, and a query mixing Arabic
 * and Persian letters and digits has five.
 */
export const SUGGEST_MAX_SPELLINGS = 3;

/**
 * Suggestion requests one client may make: a burst of SUGGEST_RATE_BURST,
 * then SUGGEST_RATE_PER_SECOND (a shopper typing fast with the box's 150 ms
 * pause asks about 5 a second); beyond it 429 with Retry-After. At most
 * SUGGEST_RATE_MAX_CLIENTS clients are remembered.
 */
export const SUGGEST_RATE_BURST = 30;
export const SUGGEST_RATE_PER_SECOND = 5;
export const SUGGEST_RATE_MAX_CLIENTS = 10_000;

/**
 * Sign-in calls (users/login, users/signup, users/password/*), counted in
 * each instance (docs/decisions/0084): per client address, all five calls
 * together; password guesses (login, signup, verify-code and reset) per phone
 * from one address or from one device that signed in to it before, and per
 * phone from every other address together; the one-time codes sent (each an
 * SMS) per phone. A burst of `burst`, then `perMinute`; a login, verify-code or
 * reset the shop accepts gives its tokens back, so only refused attempts count
 * and a shopper who mistypes a few times is never locked out.
 */
export const SIGN_IN_PER_ADDRESS = { burst: 30, perMinute: 30 } as const;
export const SIGN_IN_PER_DEVICE = { burst: 10, perMinute: 1 } as const;
export const SIGN_IN_PER_PHONE = { burst: 20, perMinute: 1 } as const;
export const CODES_PER_PHONE = { burst: 3, perMinute: 0.5 } as const;
/**
 * Keys remembered by each of those counts. A key is forgotten only once its
 * count is whole again; while all are in use, a new one waits (src/lib/traffic/token-buckets.ts).
 */
export const SIGN_IN_KEYS_MAX = 100_000;

/**
 * Work in flight (docs/decisions/0084). Page renders (documents and RSC
 * payloads not answered from the kept pages) and shop API calls through the
 * proxy each hold a slot; beyond the slots, a bounded line waits its turn,
 * clients in turn; beyond the line, a 503 with Retry-After at once.
 */
export const RENDERS_AT_ONCE = 16;
export const RENDERS_WAITING = 48;
export const UPSTREAM_CALLS_AT_ONCE = 64;
export const UPSTREAM_CALLS_WAITING = 64;
/**
 * Pictures to make (/_img/…, a fetch and a transform each; two transforms at
 * once within them, IMAGE_LIMITS in src/server/images/image-endpoint.ts): at
 * most this many waiting, one client's share of the slots and the line at
 * most IMAGE_JOBS_PER_CLIENT; a picture whose every requester has gone is
 * dropped.
 */
export const IMAGE_JOBS_AT_ONCE = 8;
export const IMAGE_JOBS_WAITING = 128;
export const IMAGE_JOBS_PER_CLIENT = 32;
/** What a shed answer asks the client to wait. */
export const SHED_RETRY_AFTER_SECONDS = 5;

/**
 * A cart or order line's picture (/_img/{width}/p/{id}, docs/decisions/0056):
 * each product is read from the catalogue at most once in this time, shared by
 * every shopper; an unknown product or a failed read is asked again after the
 * retry time; at most this many reads at once; this many products remembered.
 */
export const PRODUCT_PICTURE_KEEP_MS = 10 * 60_000;
export const PRODUCT_PICTURE_RETRY_MS = 60_000;
export const PRODUCT_PICTURE_READS = 4;
export const PRODUCT_PICTURES_KEPT = 5_000;

/**
 * Largest real-user vitals beacon POST /_vitals takes (Content-Length or
 * counted while it streams in): 413 above.
 */
export const VITALS_BODY_MAX_BYTES = 4 * KiB;
/**
 * Beacons per client (src/server/requests/client-key.ts): a burst of this many, then
 * VITALS_BEACONS_PER_SECOND; more is a 429. A page load sends one or two, and
 * many shoppers can share one address (carrier NAT).
 */
export const VITALS_BEACON_BURST = 60;
export const VITALS_BEACONS_PER_SECOND = 1;
/**
 * Clients whose beacon count is remembered at once (the least recently seen are
 * forgotten first).
 */
export const VITALS_CLIENTS_REMEMBERED = 10_000;
