import 'server-only';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { FALLBACK_IMAGE } from '@/lib/image-paths';
import { logoValue } from '@/lib/logo';
import { serverConfig } from '../config';
import { logger } from '../logger';
import { recordImageVariantCache } from '../metrics';
import { getShopData } from '../shop-data';
import { publicShopApi } from '../shop-api';
import { fetchSource, type FetchLimits } from './fetch-source';
import { parseImagePath } from './image-request';
import { PRODUCT_PICTURE_KEEP_MS } from '../limits';
import { createProductPictureLookup, type ProductPictureLookup } from './product-pictures';
import { negotiateFormat, type ModernFormat } from './negotiate';
import { locateSource, type LocationSettings, type SourceLocation } from './source-location';
import { CONTENT_TYPES, transformImage, type TransformLimits, type VariantFormat } from './transform';
import { createVariantStore, variantKey, type VariantStore } from './variant-store';
import { processSingleton } from '../process-singleton';

/** Safety limits of the endpoint (docs/decisions/0009). */
export const IMAGE_LIMITS = {
  /** Bytes fetched for one source: a 48-megapixel camera JPEG fits. */
  maxSourceBytes: 25 * 1024 * 1024,
  /** Source pixels, read from the header before decoding: 50 megapixels. */
  maxInputPixels: 50_000_000,
  transformTimeoutSeconds: 15,
  /** Transforms at once (the machine's cores); fetches at once. */
  transforms: 2,
  fetches: 8,
  /** How long a source that failed answers the fallback without being fetched again. */
  failureMemoMs: 60_000,
  /** The hottest variants' bytes held in memory as well as on disk (docs/decisions/0011). */
  memoryCacheBytes: 16 * 1024 * 1024,
} as const;

/** Variants of media ids and names never change under their URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The logo's URL stays when the shop changes its logo. */
const LOGO = 'public, max-age=3600';
/** A product's URL stays when its pictures change: as long as the lookup is kept. */
const PRODUCT = `public, max-age=${PRODUCT_PICTURE_KEEP_MS / 1000}`;
/** A failed source may come back soon. */
const FALLBACK = 'public, max-age=60';

export type ImageEndpointOptions = {
  settings: LocationSettings;
  store: VariantStore;
  fetchLimits: FetchLimits;
  transformLimits: TransformLimits;
  /** The logo's value in get-data (fullPath or name). */
  logo: () => Promise<string | null>;
  /** A product's first picture (`p/{id}`); null when the catalogue has no such product. */
  productPicture: ProductPictureLookup;
};

type Produced = { bytes: Buffer; extension: string };

/** One variant to make: from where, how wide, in which format (null: the source's kind). */
type Job = { location: SourceLocation; width: number; format: ModernFormat | 'png' | null };

/**
 * GET /_img/{width}/{source}: a shop picture resized for its slot, in the
 * best format the browser accepts, kept on disk (docs/decisions/0009).
 * Concurrent requests for a variant not made yet wait on one transform.
 * A product (`p/{id}`, a cart or order line's picture, docs/decisions/0056)
 * is looked up first and answered as its first picture's own URL would be.
 * A source that cannot be fetched or is not a usable image (or a product the
 * catalogue does not have) answers a redirect to the product fallback
 * picture (SPEC §3); a request for anything but the shop's own pictures at a
 * listed width answers 400.
 */
export function createImageEndpoint(options: ImageEndpointOptions): (request: Request) => Promise<Response> {
  const inFlight = new Map<string, Promise<Produced | null>>();
  const failures = new LRUCache<string, true>({ max: 2000, ttl: IMAGE_LIMITS.failureMemoMs });
  const fetchLimit = pLimit(IMAGE_LIMITS.fetches);
  const transformLimit = pLimit(IMAGE_LIMITS.transforms);

  async function produce(key: string, job: Job): Promise<Produced | null> {
    const source = await fetchLimit(() => fetchSource(job.location, options.fetchLimits));
    if (!source.ok) return failed(key, job.location.identity, source.reason);
    const result = await transformLimit(() => transformImage(source.bytes, job.width, job.format, options.transformLimits));
    if (!result.ok) return failed(key, job.location.identity, result.reason);
    const extension = result.variant.format;
    await options.store.write(key, extension, result.variant.bytes);
    return { bytes: result.variant.bytes, extension };
  }

  function failed(key: string, identity: string, reason: string): null {
    failures.set(key, true);
    logger().warn({ source: identity, reason: reason.split('\n')[0] }, 'image failed; the fallback picture answered');
    return null;
  }

  return async (request) => {
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
    const logo = source.kind === 'logo' ? await options.logo() : null;
    const location = locateSource(source, options.settings, logo);
    if (!location) return fallback();
    const icon = source.kind === 'logo' && source.icon;
    const format: Job['format'] = icon ? 'png' : negotiateFormat(request.headers.get('accept'));
    const key = variantKey(location.identity, width, format ?? 'source');
    const headers = {
      etag: `"${key}"`,
      'cache-control': parsed.source.kind === 'product' ? PRODUCT : source.kind === 'logo' ? LOGO : IMMUTABLE,
      ...(icon ? {} : { vary: 'Accept' }),
    };
    if (ifNoneMatch(request, headers.etag)) return new Response(null, { status: 304, headers });
    if (failures.has(key)) return fallback();

    let variant: Produced | null = await options.store.read(key);
    recordImageVariantCache(variant ? 'hit' : 'miss');
    if (!variant) {
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(key, { location, width, format }).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      variant = await pending;
    }
    if (!variant) return fallback();
    const { bytes } = variant;
    return new Response(
      request.method === 'HEAD' ? null : new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
      {
        status: 200,
        headers: {
          ...headers,
          'content-type': CONTENT_TYPES[variant.extension as VariantFormat] ?? 'application/octet-stream',
          'content-length': String(bytes.byteLength),
        },
      },
    );
  };
}

function ifNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  return header !== null && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function refusal(what: 'width' | 'source'): Response {
  const message = what === 'width' ? 'Unknown image width' : 'Not one of the shop’s pictures';
  return new Response(`${message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function fallback(): Response {
  return redirect(FALLBACK_IMAGE);
}

/** To one of our static pictures (the fallback, a placeholder), which may change soon. */
function redirect(path: string): Response {
  return new Response(null, { status: 302, headers: { location: path, 'cache-control': FALLBACK } });
}

/** The process's endpoint, set up from the configuration on first use. */
export function imageEndpoint(): (request: Request) => Promise<Response> {
  return processSingleton('__imageEndpoint', () => {
    const config = serverConfig();
    return createImageEndpoint({
      settings: { imageBaseUrl: config.imageBaseUrl, shopApiUrl: config.shopApiUrl, fixtures: config.fixtures },
      store: createVariantStore(config.imageCacheDir, config.imageCacheBytes, {
        memoryBytes: Math.min(IMAGE_LIMITS.memoryCacheBytes, config.imageCacheBytes),
      }),
      fetchLimits: { maxBytes: IMAGE_LIMITS.maxSourceBytes, timeoutMs: config.apiTimeoutMs },
      transformLimits: { maxInputPixels: IMAGE_LIMITS.maxInputPixels, timeoutSeconds: IMAGE_LIMITS.transformTimeoutSeconds },
      logo: async () => logoValue((await getShopData())?.logo),
      productPicture: createProductPictureLookup({ getProduct: (id) => publicShopApi().getProduct(id), imageBaseUrl: config.imageBaseUrl }),
    });
  });
}
