import 'server-only';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { isLoopback } from '@/lib/traffic/loopback';
import {
  flag,
  folder,
  fraction,
  latencyPlan,
  logFormat,
  mebibytes,
  onOrOff,
  oneOf,
  optionalOrigin,
  optionalPort,
  optionalUrl,
  proxyCount,
  scenarioOrFolder,
  tileTemplate,
  urlOrPath,
  wholeNumber,
  type EnvValue,
} from './config-values';

/** Where transformed pictures are kept unless SHOP_IMAGE_CACHE_DIR says otherwise. */
export const DEFAULT_IMAGE_CACHE_DIR = path.join(os.tmpdir(), 'storefront-images');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * What README.md's Configuration table says of a variable: `about` is its
 * meaning column; `unset` its default column, when the schema's default in
 * backticks would not say it.
 */
type VariableDocs = { about: string; unset?: string };

/**
 * One setting: the environment variable it is read from, the kind of value it
 * holds and its docs.
 */
function setting<T>(variable: string, value: EnvValue<T>, docs: VariableDocs) {
  return v.pipe(value(variable), v.metadata({ variable, ...docs }));
}

/**
 * The storefront's settings, read once from the environment at start: each
 * is a field of ServerConfig and a row of README.md's Configuration table. A
 * bad value stops the server with one line naming the variable, the first
 * bad one in this order. Adding a setting is a line here and the code that
 * reads the field.
 */
const SETTINGS = v.object({
  port: setting('PORT', wholeNumber(1, 65535, 8080), { about: 'storefront port' }),
  /** Without a trailing slash; null: the embedded fixture shop. */
  shopApiUrl: setting('SHOP_API_URL', optionalUrl, {
    about: 'upstream shop API base, e.g. `https://api.example.ir` (`/api/shop/...` is appended)',
    unset: 'unset: the embedded fixture shop',
  }),
  /** Always ends with '/'. */
  imageBaseUrl: setting('SHOP_IMAGE_BASE_URL', urlOrPath('/media/'), {
    about:
      "public image base address for bare image names and the logo (a logo given as a full URL is shown only on this host or `SHOP_API_URL`'s)",
    unset: '`/media/` (served by the embedded shop)',
  }),
  fixtures: setting('SHOP_FIXTURES', scenarioOrFolder('default'), {
    about:
      'scenario of the embedded shop (`default`, `maintenance`, `deactivated`, `get-data-fails`, `slow`, `malformed`, `cart-fails`, ' +
      '`server-errors`, `unsuccessful`, `notification-expired`, `xss`, `no-content`, `photos` — camera-sized pictures for measuring, ' +
      "`strict` — another backend's reading of the API: ids by JSON type, writes answering `true`, raw search, leaf-only categories, " +
      'Persian codes; see fixtures/README.md) or a fixtures folder',
  }),
  /** No wait: no rules. */
  fixtureLatency: setting('SHOP_FIXTURE_LATENCY_MS', latencyPlan, {
    about:
      'how long the embedded fixture shop waits before each answer, to stand in for a shop API on a real network: ' +
      '`100`, `100~20` (80–120 ms), or per path with `*` for one segment, `100,/api/shop/products/reviews/*=3000` ' +
      '(the reviews call 3 s, the rest 100 ms; fixtures/README.md); ignored, with a warning, when `SHOP_API_URL` is set',
    unset: 'empty: no wait',
  }),
  fixtureLog: setting('SHOP_FIXTURE_LOG', flag, {
    about:
      '`1`/`true`: the embedded fixture shop logs a line for every request it answers ' +
      '(`[fixture-shop] POST /api/shop/users/login 200 3ms`, phone numbers masked), for tests and debugging; ' +
      'no effect when `SHOP_API_URL` is set',
    unset: 'unset (`0`)',
  }),
  apiTimeoutMs: setting('SHOP_API_TIMEOUT_MS', wholeNumber(100, 120_000, 5000), {
    about: 'upstream timeout per call, in ms (100–120000)',
  }),
  shopDataTtlMs: setting('SHOP_DATA_TTL_MS', wholeNumber(0, 30_000, 10_000), {
    about:
      'how long shop data and rendered catalogue pages are kept in process, in ms (0–30000; 0 keeps nothing); ' +
      'a maintenance or deactivation switch reaches every request within this time plus one fetch',
  }),
  /** Scheme, host and port only; null: the request's own origin. */
  publicUrl: setting('SHOP_PUBLIC_URL', optionalOrigin, {
    about:
      "the shop's public origin, e.g. `https://shop.example.ir` (scheme, host and port only): canonical links, og:url, JSON-LD, " +
      "robots.txt and the sitemap start with it, whatever the request's Host header says; " +
      'plain http on a host other than loopback is warned about at start (the auth cookie is `Secure`)',
    unset: "unset: the request's own origin",
  }),
  /** How many proxies append to X-Forwarded-For; 0 when none is trusted. */
  proxyHops: setting('SHOP_TRUST_PROXY', proxyCount, {
    about:
      '`1`/`true` when a reverse proxy in front sets `X-Forwarded-Proto`, `X-Forwarded-For` and `X-Request-Id` ' +
      '(`2` when a CDN is in front of that proxy, up to `5`: how many proxies append to `X-Forwarded-For`, ' +
      "so that the shopper's address, not the CDN edge's, is what per-client limits count; docs/deploy.md): " +
      "they are believed (HTTPS for HSTS and the origin above; the shopper's address chain for the shop API; " +
      'the request id of the log lines, sent on to the shop API). ' +
      'Unset, they are ignored (anyone could send them) and a request id is made. ' +
      'Without `SHOP_PUBLIC_URL`, kept pages are kept apart by the forwarded scheme; ' +
      'set `SHOP_PUBLIC_URL` behind a proxy all the same, so that canonical links never follow what a client sends',
    unset: 'unset (`0`)',
  }),
  /** '' shows the map without tiles. */
  mapTileUrl: setting('SHOP_MAP_TILE_URL', tileTemplate, {
    about:
      'Leaflet tile URL template for address maps (`https://…/{z}/{x}/{y}.png`); ' +
      'empty shows the map without tiles (a plain background, marker and popup still work)',
    unset: 'empty',
  }),
  /** Absolute. */
  imageCacheDir: setting('SHOP_IMAGE_CACHE_DIR', folder(DEFAULT_IMAGE_CACHE_DIR), {
    about:
      'folder where the image endpoint (`/_img/…`, docs/decisions/0009) keeps resized pictures; one folder per server process. ' +
      'Full, unwritable or gone: pictures are held in memory instead (16 MiB), logged once and counted in ' +
      '`storefront_image_cache_disk_failures_total`',
    unset: "`storefront-images` in the system's temporary folder",
  }),
  /** In bytes. */
  imageCacheBytes: setting('SHOP_IMAGE_CACHE_MB', mebibytes(1, 1_048_576, 256), {
    about:
      'bound of that folder in MiB (1–1048576); the least recently used pictures are removed beyond it',
  }),
  shutdownGraceMs: setting('SHOP_SHUTDOWN_GRACE_MS', wholeNumber(0, 600_000, 10_000), {
    about:
      'on SIGTERM/SIGINT, how long requests in flight may take to finish before the process exits (0–600000)',
  }),
  vitalsSample: setting('SHOP_VITALS_SAMPLE', fraction(1), {
    about:
      'share of page loads (0–1) whose browser reports its real-user vitals (LCP, INP, CLS, FCP, TTFB) to `POST /_vitals`, ' +
      'kept as `web_vitals_*` histograms on `METRICS_PORT` (docs/decisions/0085); `0` loads no beacon',
  }),
  /** null: no metrics listener. */
  metricsPort: setting('METRICS_PORT', optionalPort, {
    about:
      'port of a separate listener for Prometheus `GET /metrics` (never on `PORT`; equal to `PORT` is a bad setting, ' +
      'and a busy one stops the server with one line, as a busy `PORT` does)',
    unset: 'unset: no metrics',
  }),
  serviceWorker: setting('SHOP_SERVICE_WORKER', onOrOff('on'), {
    about:
      '`on`: pages register the service worker at `/sw.js` (installable, offline after a visit, pages fetched ahead; ' +
      "docs/decisions/0090). `off` is the kill switch: `/sw.js` becomes a worker that deletes the storefront's caches " +
      'and unregisters itself, so shoppers are free of it from their second page load, and pages stop registering one',
  }),
  logLevel: setting('LOG_LEVEL', oneOf(LOG_LEVELS, 'info', `one of ${LOG_LEVELS.join(', ')}`), {
    about: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
  }),
  /** null: the logger chooses, pretty on a terminal and JSON otherwise. */
  logFormat: setting('LOG_FORMAT', logFormat, {
    about: '`json` (one object a line) or `pretty` (for people)',
    unset: '`pretty` on a terminal, else `json`',
  }),
});

/** The rows of the table: each field with its variable and docs, in order. */
const ROWS = Object.entries(SETTINGS.entries).map(([field, schema]) => {
  const { variable, about, unset } = v.getMetadata(schema);
  return { field, variable, about, unset: unset ?? `\`${String(v.getDefault(schema))}\`` };
});

/**
 * Read by the start script Waku writes (dist/serve-node.js), which hands it to
 * the listener (src/server/runtime/http-server.ts), rather than here; README.md lists
 * it with the others all the same.
 */
const HOST = { variable: 'HOST', about: 'address to listen on', unset: 'all interfaces' };

/** README.md's Configuration table, row by row (src/server/settings/config-readme.test.ts). */
export const ENVIRONMENT_VARIABLES: readonly { variable: string; about: string; unset: string }[] =
  [HOST, ...ROWS];

export type LogLevel = (typeof LOG_LEVELS)[number];

export type ServerConfig = v.InferOutput<typeof SETTINGS> & {
  /**
   * Behind a reverse proxy (SHOP_TRUST_PROXY): its X-Forwarded-Proto,
   * X-Forwarded-For and X-Request-Id are believed.
   */
  trustProxy: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  // Empty is unset: the schema's default applies.
  const result = v.safeParse(
    SETTINGS,
    Object.fromEntries(ROWS.map(({ field, variable }) => [field, env[variable] || undefined])),
  );
  if (!result.success) {
    const issue = result.issues[0];
    const field = issue.path?.[0]?.key;
    const variable = ROWS.find((row) => row.field === field)?.variable;
    const value = variable === undefined ? undefined : env[variable];
    throw new ConfigError(
      `Invalid environment: ${issue.message} (got ${JSON.stringify(value ?? '')})`,
    );
  }
  const config = result.output;
  if (config.metricsPort === config.port) {
    throw new ConfigError(
      `Invalid environment: METRICS_PORT must differ from PORT, where the shop is served (got ${JSON.stringify(env.METRICS_PORT)})`,
    );
  }
  return { ...config, trustProxy: config.proxyHops > 0 };
}

/**
 * The start-up warning for a public origin over plain http on a host other
 * than loopback: the auth cookie is Secure, so no session survives there.
 */
export function plainHttpWarning(publicUrl: string | null): string | null {
  if (!publicUrl) return null;
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:' || isLoopback(url.hostname)) return null;
  return 'SHOP_PUBLIC_URL is plain http on a host other than loopback: the auth cookie is Secure, so shoppers cannot stay logged in; serve it over https';
}

/**
 * Settings that work but deserve a line in the log at start (the server
 * entry logs each as a warning): a public origin on plain http
 * (plainHttpWarning); an image base on plain http outside this machine, from
 * which the image endpoint fetches the shop's pictures (docs/decisions/0009)
 * unencrypted, readable and changeable on the way; a fixture latency that
 * nothing uses.
 */
export function configWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  const publicUrl = plainHttpWarning(config.publicUrl);
  if (publicUrl) warnings.push(publicUrl);
  const base = config.imageBaseUrl;
  if (/^http:\/\//i.test(base) && !isLoopback(new URL(base).hostname)) {
    warnings.push(
      `[config] SHOP_IMAGE_BASE_URL is plain http (${new URL(base).origin}): the shop's pictures are fetched from it unencrypted, readable and changeable on the way; prefer https`,
    );
  }
  if (config.shopApiUrl && config.fixtureLatency.rules.length > 0) {
    warnings.push(
      '[config] SHOP_FIXTURE_LATENCY_MS is ignored: SHOP_API_URL is set, so the embedded fixture shop does not answer',
    );
  }
  return warnings;
}

let current: ServerConfig | undefined;

/** The process-wide configuration, parsed on first use (the server entry calls it at start). */
export function serverConfig(): ServerConfig {
  current ??= parseConfig(process.env);
  return current;
}
