/**
 * Every limit the storefront puts on what it accepts and what it reads
 * (issue 15). Each is named with its default in README's "Limits" table;
 * change them here, in one place.
 */

const KiB = 1024;
const MiB = 1024 * KiB;

/** Largest request body /api/shop/* accepts (Content-Length or counted while streaming): 413 above. */
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

/** The HTTP server: time to receive a request's headers, and the whole request with its body. */
export const SERVER_HEADERS_TIMEOUT_MS = 10_000;
export const SERVER_REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this. */
export const SERVER_KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node checks the two timeouts above (its default, 30 s, would let them overrun). */
export const SERVER_TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Backend HTML (notification, the shop's pages, product descriptions) longer than this is dropped. */
export const BACKEND_HTML_MAX_BYTES = 256 * KiB;
/** Backend HTML nested deeper than this is dropped. */
export const BACKEND_HTML_MAX_DEPTH = 64;

/** The sitemap is built at most once in this time and shared. */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** Catalogue pages read at the same time while the sitemap is built. */
export const SITEMAP_CONCURRENCY = 4;

/** /healthz reuses one upstream check for this long. */
export const HEALTH_CHECK_REUSE_MS = 1_000;

/** Largest real-user vitals beacon POST /_vitals takes (Content-Length or counted while it streams in): 413 above. */
export const VITALS_BODY_MAX_BYTES = 4 * KiB;
/**
 * Beacons per client (src/server/client-key.ts): a burst of this many, then
 * VITALS_BEACONS_PER_SECOND; more is a 429. A page load sends one or two, and
 * many shoppers can share one address (carrier NAT).
 */
export const VITALS_BEACON_BURST = 60;
export const VITALS_BEACONS_PER_SECOND = 1;
/** Clients whose beacon count is remembered at once (the least recently seen are forgotten first). */
export const VITALS_CLIENTS_REMEMBERED = 10_000;
