import 'server-only';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Release } from '@/lib/traffic/fair-slots';
import { FALLBACK_IMAGE } from '@/lib/images/image-paths';
import { PRIVATE_PAGE_CACHE } from '@/lib/routing/cache-policy';
import { logoValue } from '@/shop-api/logo';
import { serverConfig } from '../settings/config';
import { SHED_RETRY_AFTER_SECONDS } from '@/lib/limits';
import { logger } from '../observe/logger';
import { metrics, recordImageVariantCache } from '../observe/metrics';
import { getShopData } from '../upstream/shop-data';
import { publicShopApi } from '../upstream/shop-api';
import { fetchSource, type FetchLimits } from './fetch-source';
import { parseImagePath } from './image-request';
import { PRODUCT_PICTURE_KEEP_MS } from '@/lib/limits';
import { createProductPictureLookup, type ProductPictureLookup } from './product-pictures';
import { negotiateFormat, type ModernFormat } from './negotiate';
import { locateSource, type LocationSettings, type SourceLocation } from './source-location';
import {
  CONTENT_TYPES,
  transformAppIcon,
  transformImage,
  type TransformLimits,
  type VariantFormat,
} from './transform';
import { createVariantStore, variantKey, type VariantStore } from './variant-store';
import { processSingleton } from '../runtime/process-singleton';
import { takeSlot } from '../protection/work-gates';

/** Safety limits of the endpoint (docs/decisions/0009). */
export const IMAGE_LIMITS = {
  /** Bytes fetched for one source: a 48-megapixel camera JPEG fits. */
  maxSourceBytes: 25 * 1024 * 1024,
  /** Source pixels, read from the header before decoding: 50 megapixels. */
  maxInputPixels: 50_000_000,
  transformTimeoutSeconds: 15,
  /**
   * Transforms at once (the machine's cores), within the pictures being made
   * (IMAGE_JOBS_AT_ONCE, src/lib/limits.ts).
   */
  transforms: 2,
  /** How long a source that failed answers the fallback without being fetched again. */
  failureMemoMs: 60_000,
  /** The hottest variants' bytes held in memory as well as on disk (docs/decisions/0011). */
  memoryCacheBytes: 16 * 1024 * 1024,
} as const;

/** Variants of media ids and names never change under their URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The logo's URL (and the app icons') stays when the shop changes its logo. */
const LOGO = 'public, max-age=3600';
/** A product's URL stays when its pictures change: as long as the lookup is kept. */
const PRODUCT = `public, max-age=${PRODUCT_PICTURE_KEEP_MS / 1000}`;
/** A failed source may come back soon. */
const FALLBACK = 'public, max-age=60';
/**
 * Built without the shop data (get-data failed, nothing kept): this answer is
 * its shopper's only.
 */
const NOT_SHARED = PRIVATE_PAGE_CACHE;

/** What `logo` gives when get-data could not be read. */
export const LOGO_UNREAD = Symbol('get-data could not be read');

export type ImageEndpointOptions = {
  settings: LocationSettings;
  store: VariantStore;
  fetchLimits: FetchLimits;
  transformLimits: TransformLimits;
  /**
   * The logo's value in get-data (fullPath or name), null when it has none,
   * LOGO_UNREAD without get-data.
   */
  logo: () => Promise<string | null | typeof LOGO_UNREAD>;
  /**
   * A turn among the pictures being made for `client`: its release, or null
   * when shed (the image work gate, src/server/protection/work-gates.ts).
   */
  slot: (client: string, signal: AbortSignal) => Promise<Release | null>;
  /** A product's first picture (`p/{id}`); null when the catalogue has no such product. */
  productPicture: ProductPictureLookup;
};

type Produced = { bytes: Buffer; extension: string };

/**
 * One variant to make: from where, how wide, in which format (null: the
 * source's kind); an app icon's square.
 */
type Job = {
  location: SourceLocation;
  width: number;
  format: ModernFormat | 'png' | null;
  appIcon: { maskable: boolean } | null;
};

/** A variant being made, shared by every request that waits for it; aborted once none is left. */
type Making = {
  done: Promise<Produced | null | typeof SHED>;
  waiters: number;
  abandon: AbortController;
  client: string;
};

/** What a variant's job brings when the line shed it. */
const SHED = 'shed';

/**
 * A client that has just given up a picture has most likely gone (a closed
 * tab closes all its connections, one after another): its next picture in
 * line waits this long for its own connection's close before it is fetched.
 */
const LEAVING_GRACE_MS = 250;

/**
 * GET /_img/{width}/{source}: a shop picture resized for its slot, in the
 * best format the browser accepts, kept on disk (docs/decisions/0009).
 * Concurrent requests for a variant not made yet wait on one transform.
 * A product (`p/{id}`, a cart or order line's picture, docs/decisions/0056)
 * is looked up first and answered as its first picture's own URL would be.
 * Variants to make wait their turn in a bounded line shared fairly between
 * clients (`client`: src/server/requests/client-key.ts): a full line, or a client's
 * full share of it, is a 503 with Retry-After; a variant whose every
 * requester has gone is dropped, its fetch aborted, its transform never run,
 * and the next one in line from the same client waits a moment for its own
 * client's close (docs/decisions/0084).
 * A source that cannot be fetched or is not a usable image (or a product the
 * catalogue does not have) answers a redirect to the product fallback
 * picture (SPEC §3); a request for anything but the shop's own pictures at a
 * listed width answers 400.
 */
export function createImageEndpoint(
  options: ImageEndpointOptions,
): (request: Request, client?: string) => Promise<Response> {
  const inFlight = new Map<string, Making>();
  const failures = new LRUCache<string, true>({ max: 2000, ttl: IMAGE_LIMITS.failureMemoMs });
  /** Clients that gave up a picture within LEAVING_GRACE_MS, and when. */
  const leaving = new LRUCache<string, number>({ max: 10_000, ttl: LEAVING_GRACE_MS });
  const transformLimit = pLimit(IMAGE_LIMITS.transforms);

  async function produce(
    key: string,
    job: Job,
    client: string,
    signal: AbortSignal,
  ): Promise<Produced | null> {
    const left = leaving.get(client);
    if (left !== undefined)
      await new Promise((resolve) => setTimeout(resolve, left + LEAVING_GRACE_MS - Date.now()));
    if (signal.aborted) return abandoned('waiting');
    const source = await fetchSource(job.location, options.fetchLimits, signal);
    if (signal.aborted) return abandoned('fetched');
    if (!source.ok) return failed(key, job.location.identity, source.reason);
    const result = await transformLimit(() =>
      signal.aborted
        ? null
        : job.appIcon
          ? transformAppIcon(source.bytes, job.width, job.appIcon.maskable, options.transformLimits)
          : transformImage(source.bytes, job.width, job.format, options.transformLimits),
    );
    if (!result) return abandoned('fetched');
    if (!result.ok) return failed(key, job.location.identity, result.reason);
    const extension = result.variant.format;
    await options.store.write(key, extension, result.variant.bytes);
    return { bytes: result.variant.bytes, extension };
  }

  function abandoned(stage: 'waiting' | 'fetched'): null {
    metrics().imageJobsAbandoned.inc({ stage });
    return null;
  }

  /** The variant being made for `key`, or a new one in the line. */
  function making(key: string, job: Job, client: string): Making {
    const running = inFlight.get(key);
    if (running && !running.abandon.signal.aborted) return running;
    const abandon = new AbortController();
    const made: Making = {
      waiters: 0,
      abandon,
      client,
      done: options
        .slot(client, abandon.signal)
        .then<Produced | null | typeof SHED, null>(
          (release) =>
            release ? produce(key, job, client, abandon.signal).finally(release) : SHED,
          () => abandoned('waiting'),
        )
        .finally(() => {
          if (inFlight.get(key) === made) inFlight.delete(key);
        }),
    };
    inFlight.set(key, made);
    return made;
  }

  /**
   * What `made` brings, or null once this request's client has gone (the last
   * one to go abandons it).
   */
  function waitFor(made: Making, gone: AbortSignal): Promise<Produced | null | typeof SHED> {
    made.waiters += 1;
    return new Promise((resolve, reject) => {
      const leave = () => {
        made.waiters -= 1;
        if (made.waiters === 0) {
          leaving.set(made.client, Date.now());
          made.abandon.abort();
        }
        resolve(null);
      };
      if (gone.aborted) return leave();
      gone.addEventListener('abort', leave, { once: true });
      const settle = () => {
        gone.removeEventListener('abort', leave);
        made.waiters -= 1;
      };
      made.done.then(
        (variant) => {
          settle();
          resolve(variant);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }

  function failed(key: string, identity: string, reason: string): null {
    failures.set(key, true);
    logger().warn(
      { source: identity, reason: reason.split('\n')[0] },
      'image failed; the fallback picture answered',
    );
    return null;
  }

  return async (request, client = 'unknown') => {
    const parsed = parseImagePath(new URL(request.url).pathname);
    if ('refused' in parsed) return refusal(parsed.refused);
    const { width } = parsed;
    let { source } = parsed;
    if (source.kind === 'product') {
      const picture = await options.productPicture(source.id);
      if (!picture) return fallback();
      if (picture.kind === 'static') return redirect(picture.path);
      source = picture.source;
    }
    const fromLogo = source.kind === 'logo' || source.kind === 'app-icon';
    const read = fromLogo ? await options.logo() : null;
    const unread = read === LOGO_UNREAD;
    const location = locateSource(source, options.settings, unread ? null : read);
    if (!location) return fallback(unread ? NOT_SHARED : FALLBACK);
    const appIcon = source.kind === 'app-icon' ? { maskable: source.maskable } : null;
    const icon = (source.kind === 'logo' && source.icon) || appIcon !== null;
    const format: Job['format'] = icon ? 'png' : negotiateFormat(request.headers.get('accept'));
    const identity = appIcon
      ? `${location.identity}#app-icon${appIcon.maskable ? '-maskable' : ''}`
      : location.identity;
    const key = variantKey(identity, width, format ?? 'source');
    const headers = {
      etag: `"${key}"`,
      'cache-control': unread
        ? NOT_SHARED
        : parsed.source.kind === 'product'
          ? PRODUCT
          : fromLogo
            ? LOGO
            : IMMUTABLE,
      ...(icon ? {} : { vary: 'Accept' }),
    };
    if (ifNoneMatch(request, headers.etag)) return new Response(null, { status: 304, headers });
    if (failures.has(key)) return fallback();

    let variant: Produced | null | typeof SHED = await options.store.read(key);
    recordImageVariantCache(variant ? 'hit' : 'miss');
    if (!variant) {
      variant = await waitFor(
        making(key, { location, width, format, appIcon }, client),
        request.signal,
      );
      // Shed, or its client has gone (nobody reads this answer).
      if (variant === SHED || (!variant && request.signal.aborted)) return shed();
    }
    if (!variant) return fallback();
    const { bytes } = variant;
    return new Response(
      request.method === 'HEAD'
        ? null
        : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
      {
        status: 200,
        headers: {
          ...headers,
          'content-type':
            CONTENT_TYPES[variant.extension as VariantFormat] ?? 'application/octet-stream',
          'content-length': String(bytes.byteLength),
        },
      },
    );
  };
}

function ifNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  return (
    header !== null && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

function refusal(what: 'width' | 'source'): Response {
  const message = what === 'width' ? 'Unknown image width' : 'Not one of the shop’s pictures';
  return new Response(`${message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The line of pictures to make is full (or this client's share of it): try again shortly. */
function shed(): Response {
  return new Response(null, {
    status: 503,
    headers: { 'retry-after': String(SHED_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  });
}

function fallback(cacheControl = FALLBACK): Response {
  return redirect(FALLBACK_IMAGE, cacheControl);
}

/** To one of our static pictures (the fallback, a placeholder), which may change soon. */
function redirect(path: string, cacheControl = FALLBACK): Response {
  return new Response(null, {
    status: 302,
    headers: { location: path, 'cache-control': cacheControl },
  });
}

/** The process's endpoint, set up from the configuration on first use. */
export function imageEndpoint(): (request: Request, client?: string) => Promise<Response> {
  return processSingleton('__imageEndpoint', () => {
    const config = serverConfig();
    return createImageEndpoint({
      settings: {
        imageBaseUrl: config.imageBaseUrl,
        shopApiUrl: config.shopApiUrl,
        fixtures: config.fixtures,
      },
      store: createVariantStore(config.imageCacheDir, config.imageCacheBytes, {
        memoryBytes: Math.min(IMAGE_LIMITS.memoryCacheBytes, config.imageCacheBytes),
      }),
      fetchLimits: { maxBytes: IMAGE_LIMITS.maxSourceBytes, timeoutMs: config.apiTimeoutMs },
      transformLimits: {
        maxInputPixels: IMAGE_LIMITS.maxInputPixels,
        timeoutSeconds: IMAGE_LIMITS.transformTimeoutSeconds,
      },
      logo: async () => {
        const shop = await getShopData();
        return shop === null ? LOGO_UNREAD : logoValue(shop.logo);
      },
      slot: (client, signal) => takeSlot('image', client, signal),
      productPicture: createProductPictureLookup({
        getProduct: (id) => publicShopApi().getProduct(id),
        imageBaseUrl: config.imageBaseUrl,
      }),
    });
  });
}
