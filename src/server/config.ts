import 'server-only';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { parseLatency, type LatencyPlan } from '@/fixture-shop/latency';
import { isLoopback } from '@/lib/loopback';

/**
 * The storefront's settings, read once from the environment at start.
 * A bad value stops the server with one line naming the variable.
 */
const integerIn = (name: string, min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const optionalUrl = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), `${name} must be an http(s) URL`),
    v.transform((value) => (value === '' ? null : value.replace(/\/+$/, ''))),
  );

const optionalPort = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(/^(\d+)?$/, `${name} must be a whole number`),
    v.transform((value) => (value === '' ? null : Number(value))),
    v.check((value) => value === null || (value >= 1 && value <= 65535), `${name} must be a port, 1–65535`),
  );

/** An origin only (scheme, host, port): what canonical links and the sitemap start with. */
const publicUrl = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check(
    (value) => value === '' || isPlainOrigin(value),
    'SHOP_PUBLIC_URL must be an http(s) origin such as https://shop.example.ir, without a path',
  ),
  v.transform((value) => (value === '' ? null : new URL(value).origin)),
);

function isPlainOrigin(value: string): boolean {
  if (!/^https?:\/\/[^\s/]+\/?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/** The embedded fixture shop's wait before each answer (src/fixture-shop/latency.ts). */
const fixtureLatency = v.pipe(
  v.optional(v.string(), ''),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return parseLatency(dataset.value);
    } catch (error) {
      addIssue({ message: `SHOP_FIXTURE_LATENCY_MS: ${(error as Error).message}` });
      return NEVER;
    }
  }),
);
/** A share of something, 0…1 (`0.25`, `1`). */
const fraction = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.regex(/^(\d+(\.\d*)?|\.\d+)$/, `${name} must be a number from 0 to 1`),
    v.transform(Number),
    v.maxValue(1, `${name} must be a number from 0 to 1`),
  );

const flag = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['', '0', '1', 'false', 'true'], `${name} must be 1, true, 0 or false`),
    v.transform((value) => value === '1' || value === 'true'),
  );

/**
 * SHOP_TRUST_PROXY: how many proxies in front of the instance append to
 * X-Forwarded-For (0: none, the headers are not believed; 1 or true: nginx;
 * 2: a CDN in front of nginx; at most 5).
 */
const proxyHops = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^(?:|false|true|[0-5])$/, 'SHOP_TRUST_PROXY must be 0 to 5, true or false'),
  v.transform((value) => (value === 'true' ? 1 : value === 'false' || value === '' ? 0 : Number(value))),
);

/** Where transformed pictures are kept unless SHOP_IMAGE_CACHE_DIR says otherwise. */
export const DEFAULT_IMAGE_CACHE_DIR = path.join(os.tmpdir(), 'storefront-images');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = v.object({
  PORT: integerIn('PORT', 1, 65535, 8080),
  SHOP_API_URL: optionalUrl('SHOP_API_URL'),
  SHOP_IMAGE_BASE_URL: v.pipe(
    v.optional(v.string(), '/media/'),
    v.trim(),
    v.check(
      (value) => /^https?:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)/.test(value),
      'SHOP_IMAGE_BASE_URL must be an http(s) URL or a path starting with /',
    ),
    v.transform((value) => (value.endsWith('/') ? value : `${value}/`)),
  ),
  SHOP_FIXTURES: v.pipe(
    v.optional(v.string(), 'default'),
    v.trim(),
    v.regex(/^[\w./-]+$/, 'SHOP_FIXTURES must be a scenario name or a folder path'),
  ),
  SHOP_FIXTURE_LATENCY_MS: fixtureLatency,
  SHOP_FIXTURE_LOG: flag('SHOP_FIXTURE_LOG'),
  SHOP_API_TIMEOUT_MS: integerIn('SHOP_API_TIMEOUT_MS', 100, 120_000, 5000),
  SHOP_DATA_TTL_MS: integerIn('SHOP_DATA_TTL_MS', 0, 30_000, 10_000),
  SHOP_PUBLIC_URL: publicUrl,
  SHOP_TRUST_PROXY: proxyHops,
  SHOP_MAP_TILE_URL: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) => value === '' || (/^https:\/\/[^\s/]+\/\S*$/i.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
      'SHOP_MAP_TILE_URL must be an https URL template with {z}, {x} and {y}',
    ),
  ),
  SHOP_IMAGE_CACHE_DIR: v.pipe(v.optional(v.string(), DEFAULT_IMAGE_CACHE_DIR), v.trim(), v.minLength(1)),
  SHOP_IMAGE_CACHE_MB: integerIn('SHOP_IMAGE_CACHE_MB', 1, 1_048_576, 256),
  SHOP_SHUTDOWN_GRACE_MS: integerIn('SHOP_SHUTDOWN_GRACE_MS', 0, 600_000, 10_000),
  SHOP_VITALS_SAMPLE: fraction('SHOP_VITALS_SAMPLE', 1),
  METRICS_PORT: optionalPort('METRICS_PORT'),
  SHOP_SERVICE_WORKER: v.pipe(
    v.optional(v.string(), 'on'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['on', 'off'], 'SHOP_SERVICE_WORKER must be on or off'),
  ),
  LOG_LEVEL: v.pipe(
    v.optional(v.string(), 'info'),
    v.trim(),
    v.toLowerCase(),
    v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
  ),
  LOG_FORMAT: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['', 'json', 'pretty'], 'LOG_FORMAT must be json or pretty'),
  ),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export type ServerConfig = {
  port: number;
  /** Upstream shop API base without a trailing slash; null means the embedded fixture shop. */
  shopApiUrl: string | null;
  /** Always ends with '/'. */
  imageBaseUrl: string;
  fixtures: string;
  /** How long the embedded fixture shop waits before it answers, per path (no wait: no rules). */
  fixtureLatency: LatencyPlan;
  /** The embedded fixture shop logs every request it answers (a log line each, `[fixture-shop] …`). */
  fixtureLog: boolean;
  apiTimeoutMs: number;
  shopDataTtlMs: number;
  /** Leaflet tile URL template for address maps; '' shows the map without tiles. */
  mapTileUrl: string;
  /** The shop's public origin (canonical links, sitemap, robots); null: the request's own origin. */
  publicUrl: string | null;
  /** Behind a reverse proxy: its X-Forwarded-Proto, X-Forwarded-For and X-Request-Id are believed. */
  trustProxy: boolean;
  /** How many proxies append to X-Forwarded-For (SHOP_TRUST_PROXY); 0 when none is trusted. */
  proxyHops: number;
  /** Absolute folder of the image endpoint's disk cache. */
  imageCacheDir: string;
  /** The disk cache's bound, in bytes. */
  imageCacheBytes: number;
  /** How long in-flight requests may take to finish after SIGTERM/SIGINT. */
  shutdownGraceMs: number;
  /** The share of page loads (0…1) whose browser reports its vitals to /_vitals (docs/decisions/0085). */
  vitalsSample: number;
  /** The port of the separate /metrics listener; null: no metrics listener. */
  metricsPort: number | null;
  /** Pages register the service worker; off: /sw.js is a worker that removes itself and its caches (docs/decisions/0090). */
  serviceWorker: boolean;
  logLevel: LogLevel;
  /** null: pretty on a terminal, JSON otherwise. */
  logFormat: 'json' | 'pretty' | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = v.safeParse(EnvSchema, {
    PORT: env.PORT || undefined,
    SHOP_API_URL: env.SHOP_API_URL || undefined,
    SHOP_IMAGE_BASE_URL: env.SHOP_IMAGE_BASE_URL || undefined,
    SHOP_FIXTURES: env.SHOP_FIXTURES || undefined,
    SHOP_FIXTURE_LATENCY_MS: env.SHOP_FIXTURE_LATENCY_MS || undefined,
    SHOP_FIXTURE_LOG: env.SHOP_FIXTURE_LOG || undefined,
    SHOP_API_TIMEOUT_MS: env.SHOP_API_TIMEOUT_MS || undefined,
    SHOP_DATA_TTL_MS: env.SHOP_DATA_TTL_MS || undefined,
    SHOP_MAP_TILE_URL: env.SHOP_MAP_TILE_URL || undefined,
    SHOP_PUBLIC_URL: env.SHOP_PUBLIC_URL || undefined,
    SHOP_TRUST_PROXY: env.SHOP_TRUST_PROXY || undefined,
    SHOP_IMAGE_CACHE_DIR: env.SHOP_IMAGE_CACHE_DIR || undefined,
    SHOP_IMAGE_CACHE_MB: env.SHOP_IMAGE_CACHE_MB || undefined,
    SHOP_SHUTDOWN_GRACE_MS: env.SHOP_SHUTDOWN_GRACE_MS || undefined,
    SHOP_VITALS_SAMPLE: env.SHOP_VITALS_SAMPLE || undefined,
    METRICS_PORT: env.METRICS_PORT || undefined,
    SHOP_SERVICE_WORKER: env.SHOP_SERVICE_WORKER || undefined,
    LOG_LEVEL: env.LOG_LEVEL || undefined,
    LOG_FORMAT: env.LOG_FORMAT || undefined,
  });
  if (!result.success) {
    const issue = result.issues[0];
    const variable = issue.path?.[0]?.key;
    const value = typeof variable === 'string' ? env[variable] : undefined;
    throw new ConfigError(`Invalid environment: ${issue.message} (got ${JSON.stringify(value ?? '')})`);
  }
  const out = result.output;
  if (out.METRICS_PORT === out.PORT) {
    throw new ConfigError(
      `Invalid environment: METRICS_PORT must differ from PORT, where the shop is served (got ${JSON.stringify(env.METRICS_PORT)})`,
    );
  }
  return {
    port: out.PORT,
    shopApiUrl: out.SHOP_API_URL,
    imageBaseUrl: out.SHOP_IMAGE_BASE_URL,
    fixtures: out.SHOP_FIXTURES,
    fixtureLatency: out.SHOP_FIXTURE_LATENCY_MS,
    fixtureLog: out.SHOP_FIXTURE_LOG,
    apiTimeoutMs: out.SHOP_API_TIMEOUT_MS,
    shopDataTtlMs: out.SHOP_DATA_TTL_MS,
    mapTileUrl: out.SHOP_MAP_TILE_URL,
    publicUrl: out.SHOP_PUBLIC_URL,
    trustProxy: out.SHOP_TRUST_PROXY > 0,
    proxyHops: out.SHOP_TRUST_PROXY,
    imageCacheDir: path.resolve(out.SHOP_IMAGE_CACHE_DIR),
    imageCacheBytes: out.SHOP_IMAGE_CACHE_MB * 1024 * 1024,
    shutdownGraceMs: out.SHOP_SHUTDOWN_GRACE_MS,
    vitalsSample: out.SHOP_VITALS_SAMPLE,
    metricsPort: out.METRICS_PORT,
    serviceWorker: out.SHOP_SERVICE_WORKER === 'on',
    logLevel: out.LOG_LEVEL,
    logFormat: out.LOG_FORMAT === '' ? null : out.LOG_FORMAT,
  };
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
    warnings.push('[config] SHOP_FIXTURE_LATENCY_MS is ignored: SHOP_API_URL is set, so the embedded fixture shop does not answer');
  }
  return warnings;
}

let current: ServerConfig | undefined;

/** The process-wide configuration, parsed on first use (the server entry calls it at start). */
export function serverConfig(): ServerConfig {
  current ??= parseConfig(process.env);
  return current;
}
